import type { FieldRule } from '@driveratlas/visitor-rules';

/**
 * A visitor form that works before the page's scripts run: it posts to `action`, and each field of `rules` is a
 * control named after it, taking at most its rule's longest text, a required one said to be so (aria-required). The
 * browser checks nothing itself, from the server's markup on (noValidate, no constraint attributes): its bubble would
 * stand in for the spec's messages, which the gateway shows beside the fields without scripts, and antd with them.
 */
export function expectPostForm(form: HTMLFormElement, action: string, rules: Record<string, FieldRule>): void {
  expect([form.getAttribute('method'), form.getAttribute('action'), form.hasAttribute('novalidate')]).toEqual(['post', action, true]);
  for (const [name, rule] of Object.entries(rules)) {
    const control = form.elements.namedItem(name) as HTMLInputElement | null;
    const carried = control && {
      name,
      ariaRequired: control.getAttribute('aria-required') === 'true',
      maxLength: control.getAttribute('maxlength'),
      browserChecks: ['required', 'minlength', 'pattern'].filter((attribute) => control.hasAttribute(attribute)),
    };
    expect(carried).toEqual({
      name,
      ariaRequired: !rule.optional,
      maxLength: rule.maxLength === undefined || rule.choices ? null : String(rule.maxLength),
      browserChecks: [],
    });
  }
  expect(form.querySelector('button[type="submit"]')).not.toBeNull();
}

/**
 * A form given back in its page (what the gateway renders when it cannot store one): each field shows the value
 * typed, and each refused field is marked invalid and described by its message, shown beside it; no other field is.
 * The first refused field has the focus, where the visitor goes on.
 */
export function expectGivenBack(form: HTMLFormElement, typed: Record<string, string>, refused: Record<string, string>): void {
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  expect(Object.fromEntries(Object.keys(typed).map((name) => [name, control(name).value]))).toEqual(typed);
  const described = (name: string) =>
    (control(name).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  expect(Object.fromEntries(Object.keys(refused).map((name) => [name, described(name)]))).toEqual(refused);
  const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((element) => element.getAttribute('name'));
  expect(invalid).toEqual(Object.keys(refused));
  expect(document.activeElement).toBe(control(Object.keys(refused)[0]));
}
