import { HttpError } from '@driveratlas/platform';

/** The service's error answer `{ statusCode, error, message }`: its message, or each of its messages. */
export function errorMessages(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [error instanceof Error ? error.message : String(error)];
  try {
    const { message } = JSON.parse(error.body) as { message?: string | string[] };
    if (message) return Array.isArray(message) ? message : [message];
  } catch {
    // not JSON: the status line says it
  }
  return [error.message];
}

/**
 * The service's validation messages ("rating must not be greater than 5") by the field they name first,
 * for a form to show beside its fields; `fields` are the form's own.
 */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): Array<{ name: F; errors: string[] }> {
  const byField = new Map<F, string[]>();
  for (const message of errorMessages(error)) {
    const field = message.split(' ')[0] as F;
    if (fields.includes(field)) byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
