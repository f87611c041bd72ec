import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A tab's filters and page in the address (`?q=&page=`), so reload, Back and a shared link keep them.
 * A value equal to its default is left out of the address. `defaults` is a constant of the module.
 */
export function useQueryParams<T extends Record<string, string>>(defaults: T): [T, (change: Partial<T>, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, searchParams.get(name) ?? fallback])) as T,
    [searchParams, defaults],
  );
  const update = useCallback(
    (change: Partial<T>, { replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value === undefined || value === defaults[name]) next.delete(name);
            else next.set(name, value as string);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, defaults],
  );
  return [values, update];
}

/** The API query of a tab's filters: the values that are set, in the address's form. */
export function apiQuery(values: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  return params.toString();
}
