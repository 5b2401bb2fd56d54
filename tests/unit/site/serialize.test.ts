import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payloadScript, serializeForScript } from '../../../ui/site/server/serialize';
import type { SitePayload } from '../../../ui/site/payload';

/** Evaluates the serialized text as the browser would: as a JavaScript expression. */
const evaluate = (text: string): unknown => new Function(`return (${text});`)();

describe('serializeForScript (the server payload in an inline <script>)', () => {
  it('cannot end the script element or open a comment, whatever the strings hold', () => {
    const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b', gt: '>' };
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(evaluate(text)).toEqual(hostile);
  });

  it('escapes the JavaScript line terminators U+2028 and U+2029', () => {
    const text = serializeForScript({ s: 'a\u2028b\u2029c' });
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u2028');
    expect(evaluate(text)).toEqual({ s: 'a\u2028b\u2029c' });
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = serializeForScript(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(evaluate(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a "__proto__" key as data (an object literal would set the prototype)', () => {
    const value = evaluate(serializeForScript(JSON.parse('{"__proto__":{"polluted":true}}'))) as Record<string, unknown>;
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('writes undefined as null rather than nothing', () => {
    expect(evaluate(serializeForScript(undefined))).toBeNull();
  });

  it('assigns the payload and React Router hydration globals in one script', () => {
    const payload = {
      locale: 'de', buildId: 'b1', ageConfirmed: false, isBot: false, origin: 'http://x', user: null,
      queries: { mutations: [], queries: [] },
    } satisfies SitePayload;
    const script = payloadScript(payload, { loaderData: { root: { user: null } }, errors: null });
    const window: Record<string, unknown> = {};
    new Function('window', script)(window);
    expect(window.__PORTAL__).toEqual(payload);
    expect(window.__staticRouterHydrationData).toEqual({ loaderData: { root: { user: null } }, errors: null });
  });
});
