import type { Locator } from 'playwright-core';

/**
 * The fields of a form marked invalid (aria-invalid), by name, each with what describes it to a screen reader (the
 * texts its aria-describedby names): the messages a form shows beside its fields, as they are tied to them.
 */
export function invalidFieldMessages(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('[aria-invalid="true"]')].map((field) => [
        field.getAttribute('name') ?? '',
        (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id: string) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      ]),
    ),
  );
}
