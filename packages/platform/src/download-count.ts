/**
 * An answer that shows download counts, with record `id`'s count (a driver or a printer model) now `downloadCount`: in a list, a single record, or an
 * answer's lists (any array it holds, as a search's). What does not show that record is answered as it is. The lists a
 * page shows take a download's new count from its answer: the service's public reads show it a few seconds later.
 */
export function withDownloadCount<T>(answer: T, id: number, downloadCount: number): T {
  if (Array.isArray(answer)) {
    const changed = answer.map((item: unknown) => withDownloadCount(item, id, downloadCount));
    return (changed.some((item, index) => item !== answer[index]) ? changed : answer) as T;
  }
  if (!answer || typeof answer !== 'object') return answer;
  const record = answer as Record<string, unknown>;
  if (record.id === id && typeof record.downloadCount === 'number') return { ...record, downloadCount } as T;
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(record)) {
    if (!Array.isArray(value)) continue;
    const next = withDownloadCount(value, id, downloadCount);
    if (next !== value) (changed ??= { ...record })[key] = next;
  }
  return (changed ?? answer) as T;
}
