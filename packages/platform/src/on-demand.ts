import { createElement, lazy, useCallback, useState, type ComponentType } from 'react';

type Importer<T> = () => Promise<{ default: T }>;

/**
 * A component whose code loads when it first renders, under a Suspense boundary. Unlike React.lazy
 * alone, a failed load is tried again on the next render, so an error boundary's Retry can succeed.
 */
export function lazyWithRetry<P extends object>(load: Importer<ComponentType<P>>): ComponentType<P> {
  let Current = lazy(attempt);
  function attempt() {
    return load().catch((error: unknown) => {
      Current = lazy(attempt);
      throw error;
    });
  }
  return function LoadedOnDemand(props: P) {
    return createElement(Current, props);
  };
}

/**
 * Code a visitor's action needs (a dialog, a drawer): `load()` fetches it and resolves once it is
 * ready, so the action can wait for it; after a failed load, the next call tries again.
 * `importer` must be stable (declared outside the component).
 */
export function useOnDemand<T>(importer: Importer<T>): [T | undefined, () => Promise<T>] {
  const [loaded, setLoaded] = useState<{ value: T }>();
  const load = useCallback(
    () =>
      importer().then(({ default: value }) => {
        setLoaded({ value });
        return value;
      }),
    [importer],
  );
  return [loaded?.value, load];
}
