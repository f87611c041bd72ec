import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const startsWithAny = (prefixes: readonly string[]) => (key: unknown) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/**
 * After a write: the lists on screen named by `shown` are asked again (keeping what they show until the
 * answer comes), and the cached answers of `dropped` are forgotten, so a page that shows them later reads
 * them afresh (the site's cache never goes stale by itself).
 */
export function useReload() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ shown = [], dropped = [] }: { shown?: readonly string[]; dropped?: readonly string[] }) => {
      await Promise.all([mutate(startsWithAny(shown)), mutate(startsWithAny(dropped), undefined, { revalidate: true })]);
    },
    [mutate],
  );
}
