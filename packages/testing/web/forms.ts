import type { FieldRule } from '@driveratlas/catalog';
import { act } from '@testing-library/react';

/**
 * A visitor form that works before the page's scripts run: it posts to `action`, and each field of `rules` is a
 * control named after it that carries the browser's checks its rule calls for (required, minimum and maximum length,
 * an e-mail address). Once the scripts have run it (its effects), they check it instead of the browser (noValidate).
 */
export async function expectNativeForm(form: HTMLFormElement, action: string, rules: Record<string, FieldRule>): Promise<void> {
  expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', action]);
  for (const [name, rule] of Object.entries(rules)) {
    const control = form.elements.namedItem(name) as HTMLInputElement | null;
    const carried = control && {
      name,
      required: control.hasAttribute('required'),
      minLength: control.getAttribute('minlength'),
      maxLength: control.getAttribute('maxlength'),
      email: control.getAttribute('type') === 'email',
    };
    expect(carried).toEqual({
      name,
      required: !rule.optional,
      minLength: rule.minLength === undefined ? null : String(rule.minLength),
      maxLength: rule.maxLength === undefined || rule.choices ? null : String(rule.maxLength),
      email: Boolean(rule.email),
    });
  }
  expect(form.querySelector('button[type="submit"]')).not.toBeNull();
  await act(async () => undefined);
  expect(form.noValidate).toBe(true);
}

/**
 * A form given back in its page (what the gateway renders when it cannot store one): each field shows the value
 * typed, and each refused field its message beside it and is marked invalid; no other field is.
 */
export function expectGivenBack(form: HTMLFormElement, typed: Record<string, string>, refused: Record<string, string>): void {
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  expect(Object.fromEntries(Object.keys(typed).map((name) => [name, control(name).value]))).toEqual(typed);
  for (const message of Object.values(refused)) expect(form.textContent).toContain(message);
  const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((element) => element.getAttribute('name'));
  expect(invalid).toEqual(Object.keys(refused));
}
