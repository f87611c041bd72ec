/** The lookup page's address keeps what was pasted (`?id=`, line breaks included), so a shared link or a reload shows it. */
export const ADDRESS_DEFAULTS = { id: '' };

/** Longest text sent: Device Manager's list of one device is a few hundred characters. */
export const MAX_INPUT = 4000;

/** What an example in the help and the placeholder shows. */
export const EXAMPLE_ID = 'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A';

/** The pasted text as the API reads it: one ID or a list, each line's ID separated by a space (a query string holds no line break). */
export function lookupText(input: string): string {
  return input
    .split(/[\s,;]+/)
    .filter(Boolean)
    .join(' ')
    .slice(0, MAX_INPUT);
}

/** The API address of a lookup, or null when there is nothing to look up. */
export function lookupPath(input: string): string | null {
  const text = lookupText(input);
  return text ? `/api/hardware-ids?${new URLSearchParams({ q: text })}` : null;
}

/** The service's reason for a refusal (its 400 JSON `message`), or `unavailable` in general words. */
export function refusalMessage(error: unknown, unavailable = 'The lookup is not available right now. Please try again in a moment.'): string {
  const body = (error as { body?: string })?.body;
  try {
    const message = body ? (JSON.parse(body) as { message?: string | string[] }).message : undefined;
    if (message) return Array.isArray(message) ? message.join(' ') : message;
  } catch {
    // Not the service's JSON (a gateway or network error): said in general words below.
  }
  return unavailable;
}
