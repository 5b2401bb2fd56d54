import { describe, expect, it } from 'vitest';
import { CATALOGS, EDITOR, LEGAL, PAYMENTS, VISITOR, flatten } from './helpers';

/** Issue 39.5: the German texts address the reader as "Sie" throughout; the empty Stories hint said "du". */
describe('German addresses the reader as “Sie”', () => {
  it('has no informal du, dich, dir or dein in any catalog', () => {
    const informal = /\b(du|dich|dir|dein|deine|deinem|deinen|deiner|deines)\b/i;
    const found = [CATALOGS.de, EDITOR.de, LEGAL.de, PAYMENTS.de, VISITOR.de]
      .flatMap((catalog) => [...flatten(catalog)])
      .filter(([, text]) => informal.test(String(text)));
    expect(found).toEqual([]);
  });
});
