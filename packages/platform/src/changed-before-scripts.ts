import { useEffect, type RefObject } from 'react';

/** The form: its ref, or a function that finds it (antd's Form gives its element as `nativeElement` of its ref). */
export type FormElementSource = RefObject<HTMLFormElement | null> | (() => HTMLFormElement | null | undefined);

/**
 * What the visitor typed or chose in a form the server drew, before the page's scripts took it over: React keeps the
 * fields as the visitor left them but its state as the server drew it, and writes the state over them at the next
 * render. `onChanged` gets, once, each field whose value is no longer the server's, by name.
 */
export function useChangedBeforeScripts(form: FormElementSource, onChanged: (changed: Record<string, string>) => void): void {
  useEffect(() => {
    const element = typeof form === 'function' ? form() : form.current;
    if (!element) return;
    // The form as the server drew it: a copy reset to its fields' defaults.
    const drawn = element.cloneNode(true) as HTMLFormElement;
    drawn.reset();
    const before = new FormData(drawn);
    const changed = [...new FormData(element)].filter(([name, value]) => value !== before.get(name) && typeof value == 'string');
    if (changed.length) onChanged(Object.fromEntries(changed) as Record<string, string>);
    // Once, when the scripts take the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
