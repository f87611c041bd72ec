import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query `current` becomes with `change`: a value equal to its default (or undefined) is left out. */
export function changedQuery<T extends Record<string, string>>(current: URLSearchParams, change: Partial<T>, defaults: T): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || value === defaults[name]) next.delete(name);
    else next.set(name, value as string);
  }
  return next;
}

/** The address of the same page with `query`, relative to it (`?a=1`; `?` alone when nothing is set). */
const queryAddress = (query: URLSearchParams) => `?${query.toString()}`;

/**
 * A page's filters in the address (`?q=&page=`), so reload, Back and a shared link keep them.
 * A value equal to its default is left out of the address. `defaults` is a constant of the module.
 * The values answer a change at once: the address follows in a transition, and a form control bound to it
 * alone would snap back until then (a radio unchecks itself, a search box drops letters).
 * The third item is the address of a change (`?type=Webcam`), for a filter that is a link: it works before any script.
 */
export function useQueryParams<T extends Record<string, string>>(
  defaults: T,
): [T, (change: Partial<T>, options?: { replace?: boolean }) => void, (change: Partial<T>) => string] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = useMemo(
    () => Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, searchParams.get(name) ?? fallback])) as T,
    [searchParams, defaults],
  );
  const [values, setValues] = useState(fromAddress);
  // The address changed by other means (Back, a link): the values follow it.
  const [shown, setShown] = useState(fromAddress);
  if (shown !== fromAddress) {
    setShown(fromAddress);
    setValues(fromAddress);
  }
  const update = useCallback(
    (change: Partial<T>, { replace = false } = {}) => {
      setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(change).map(([name, value]) => [name, value ?? defaults[name]])) }));
      setSearchParams((current) => changedQuery(current, change, defaults), { replace });
    },
    [setSearchParams, defaults],
  );
  const hrefFor = useCallback((change: Partial<T>) => queryAddress(changedQuery(searchParams, change, defaults)), [searchParams, defaults]);
  return [values, update, hrefFor];
}

/** The API query of a page's filters: the values that are set, in the address's form. */
export function apiQuery(values: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  return params.toString();
}
