import { MAX_BODY_DEPTH, unstorableInputProblem } from './unstorable-input';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

describe('unstorableInputProblem', () => {
  it('takes ordinary bodies and queries, line breaks in body text included', () => {
    expect(
      unstorableInputProblem({ name: 'Jordan Lee', tags: ['a', 'b'], message: 'Line one,\r\nline two\tend.', n: 1, ok: true, none: null }, 'body'),
    ).toBeUndefined();
    expect(unstorableInputProblem({ q: 'rtx 4070', brand: ['hp', 'canon'] }, 'query')).toBeUndefined();
    expect(unstorableInputProblem(nested(MAX_BODY_DEPTH), 'body')).toBeUndefined();
  });

  it('names the field holding a control character, DEL, a C1 control or half a surrogate pair', () => {
    expect(unstorableInputProblem({ name: 'a\u0000b' }, 'body')).toBe('name must not contain control characters');
    expect(unstorableInputProblem({ a: [{ b: 'x\u007f' }] }, 'body')).toBe('a[0].b must not contain control characters');
    expect(unstorableInputProblem({ a: 'x\u0085' }, 'body')).toBe('a must not contain control characters');
    expect(unstorableInputProblem({ a: 'x\ud800' }, 'body')).toBe('a must be valid Unicode text');
    expect(unstorableInputProblem({ q: 'a\tb' }, 'query')).toBe('q must be a single line of text');
    expect(unstorableInputProblem('a\u0000', 'body')).toBe('body must not contain control characters');
  });

  it('refuses prototype keys and control characters in keys', () => {
    expect(unstorableInputProblem(JSON.parse('{"x":{"__proto__":{}}}'), 'body')).toBe('property x.__proto__ is not allowed');
    expect(unstorableInputProblem({ constructor: 1 }, 'body')).toBe('property constructor is not allowed');
    expect(unstorableInputProblem({ 'a\u0000': 1 }, 'query')).toBe('a property name must not contain control characters');
  });

  it('stops at the depth limit without walking further (a body 100,000 deep)', () => {
    expect(unstorableInputProblem(nested(MAX_BODY_DEPTH + 1), 'body')).toBe(`The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`);
    expect(unstorableInputProblem(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 'body')).toMatch(/nested deeper/);
  });
});
