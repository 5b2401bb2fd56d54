// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payloadJson } from '../../../ui/site/server/serialize';
import { serializeForScript } from '../../../ui/site/shared/script-json';
import { PAYLOAD_ELEMENT_ID, readServerPayload } from '../../../ui/site/payload';
import type { SitePayload } from '../../../ui/site/payload';

/** Reads the serialized text as the browser does: the data block's text through JSON.parse. */
const read = (text: string): unknown => JSON.parse(text);

/** Where an HTML parser ends a <script> element's content (its raw text up to `</script`). */
const scriptContentOf = (text: string): string => {
  const doc = new DOMParser().parseFromString(`<script type="application/json">${text}</script><p>after</p>`, 'text/html');
  return doc.querySelector('script')?.textContent ?? '';
};

describe('serializeForScript (the payload and the format record in a <script type="application/json"> data block)', () => {
  it('cannot end the script element or open a comment, whatever the strings hold', () => {
    const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b', gt: '>' };
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(scriptContentOf(text)).toBe(text);
    expect(read(text)).toEqual(hostile);
  });

  it('escapes the JavaScript line terminators U+2028 and U+2029', () => {
    const text = serializeForScript({ s: 'a\u2028b\u2029c' });
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u2028');
    expect(read(text)).toEqual({ s: 'a\u2028b\u2029c' });
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = serializeForScript(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(read(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a "__proto__" key as data', () => {
    const value = read(serializeForScript(JSON.parse('{"__proto__":{"polluted":true}}'))) as Record<string, unknown>;
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('writes undefined as null rather than nothing', () => {
    expect(read(serializeForScript(undefined))).toBeNull();
  });

  it('carries the site payload and React Router hydration data in one block', () => {
    const site = {
      locale: 'de', buildId: 'b1', ageConfirmed: false, isBot: false, origin: 'http://x', user: null,
      queries: { mutations: [], queries: [] },
    } satisfies SitePayload;
    const router = { loaderData: { root: { user: null } }, errors: null };
    expect(read(payloadJson({ site, router }))).toEqual({ site, router });
  });

  it('is read back by the browser entry: the site payload returned, the router data where React Router looks', () => {
    const site = {
      locale: 'en', buildId: 'b2', ageConfirmed: true, isBot: false, origin: 'http://x', user: null,
      queries: { mutations: [], queries: [] },
    } satisfies SitePayload;
    const router = { loaderData: { root: { user: null }, page: { name: '</script><b>x</b>' } }, errors: null };
    document.head.innerHTML = `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${payloadJson({ site, router })}</script>`;
    expect(readServerPayload()).toEqual(site);
    expect(window.__staticRouterHydrationData).toEqual(router);
    document.head.innerHTML = '';
    expect(readServerPayload()).toBeNull();
  });
});
