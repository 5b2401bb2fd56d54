import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { carryFormats, formatRecordOf, recordFormatsWith } from '../../../sdk/i18n/carried';
import type { FormatStore } from '../../../sdk/i18n/carried';
import { createI18n } from '../../../sdk/i18n/createI18n';
import { formatMoney, formatNumber } from '../../../sdk/i18n/format';
import { memoizedT } from '../../../sdk/i18n/memo';

/**
 * What the server formats for a page is recorded, and a browser given that record prints the
 * same strings without building an Intl formatter (the 135-150 ms ICU load during hydration).
 */
afterEach(() => {
  recordFormatsWith(() => undefined);
});

describe('formatted strings carried from the server', () => {
  it('records each formatted number, price and plural of a page, also answers reused from the memo', async () => {
    const i18n = await createI18n('de');
    const t = memoizedT(i18n);
    const before = t('listing.found', { count: 31 }); // cached before this page: not formatted again
    const store: FormatStore = new Map();
    recordFormatsWith(() => store);
    formatNumber(12500, 'de');
    formatMoney(150, 'EUR', 'de');
    expect(t('listing.found', { count: 31 })).toBe(before);
    const record = formatRecordOf(store);
    expect(record['n|de|']).toEqual({ 12500: '12.500' });
    expect(Object.values(record).some((texts) => Object.values(texts).some((text) => /^150\s€$/.test(text)))).toBe(true);
    expect(record['p|de|cardinal']).toEqual({ 31: 'other' });
  });

  it('a browser given the record prints its strings without creating a formatter', async () => {
    const store: FormatStore = new Map();
    recordFormatsWith(() => store);
    const i18n = await createI18n('cz');
    const server = [formatNumber(4321.5, 'cz'), i18n.t('listing.found', { count: 3 })];
    recordFormatsWith(() => undefined);
    carryFormats(formatRecordOf(store));
    const created: string[] = [];
    const intl = Intl as unknown as Record<string, object>;
    const originals = { NumberFormat: intl.NumberFormat!, PluralRules: intl.PluralRules! };
    for (const [name, Original] of Object.entries(originals)) {
      intl[name] = new Proxy(Original as new (...args: unknown[]) => object, {
        construct: (target, args) => (created.push(name), Reflect.construct(target, args)),
      });
    }
    onTestFinished(() => {
      Object.assign(intl, originals);
    });
    const browser = await createI18n('cz');
    expect([formatNumber(4321.5, 'cz'), browser.t('listing.found', { count: 3 })]).toEqual(server);
    expect(created).toEqual([]);
    // Something new is formatted as before, by a formatter built then.
    expect(formatNumber(7, 'cz', { style: 'unit', unit: 'kilogram' })).toBe('7 kg');
    expect(created).toEqual(['NumberFormat']);
  });
});
