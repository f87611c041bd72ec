/** Objects and arrays inside one another, at most: no form of the site nests deeper than 2. */
export const MAX_BODY_DEPTH = 20;

/** Keys that reach an object's prototype when a body is merged into another object. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** C0 controls but tab, line feed and carriage return, DEL and the C1 controls: nothing a visitor types. */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
/** Tab, line feed and carriage return too: a query string, a key or a single-line field has no use for them. */
export const LINE_BREAKS = /[\t\n\r]/;

/** What is wrong with a text, if anything: a control character, or half of a UTF-16 surrogate pair (which UTF-8 cannot hold). */
function textProblem(text: string, lineBreaksAllowed: boolean): string | undefined {
  if (CONTROL_CHARACTERS.test(text)) return 'must not contain control characters';
  if (!lineBreaksAllowed && LINE_BREAKS.test(text)) return 'must be a single line of text';
  if (/\p{Cs}/u.test(text)) return 'must be valid Unicode text';
  return undefined;
}

/**
 * The first reason a parsed body or query cannot be taken, walked without recursion and no deeper than MAX_BODY_DEPTH:
 * too deep (class-transformer would overflow its stack), a prototype key, or a text that cannot be stored.
 * Line breaks inside body values are left to the validation pipe, which knows the multi-line fields.
 */
export function unstorableInputProblem(value: unknown, where: 'body' | 'query'): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (pending.length) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current, where === 'body');
      if (problem) return `${path || where} ${problem}`;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_BODY_DEPTH) return `The request ${where} is nested deeper than ${MAX_BODY_DEPTH} levels.`;
    for (const [key, child] of Object.entries(current)) {
      const name = Array.isArray(current) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (PROTOTYPE_KEYS.has(key)) return `property ${name} is not allowed`;
      const keyProblem = textProblem(key, false);
      if (keyProblem) return `a property name ${keyProblem}`;
      pending.push({ value: child, path: name, depth: depth + 1 });
    }
  }
  return undefined;
}
