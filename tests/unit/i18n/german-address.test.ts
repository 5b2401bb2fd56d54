import { describe, expect, it } from 'vitest';
import { AUTH, CATALOGS, EDITOR, FEEDBACK, FORMS, LEGAL, PAYMENTS, STORIES, VISITOR, flatten } from './helpers';

/** The German texts address the reader as "Sie" throughout (the Stories hint for guests once said "du"). */
describe('German addresses the reader as “Sie”', () => {
  it('has no informal du, dich, dir or dein in any catalog', () => {
    const informal = /\b(du|dich|dir|dein|deine|deinem|deinen|deiner|deines)\b/i;
    const found = [CATALOGS.de, AUTH.de, EDITOR.de, FEEDBACK.de, FORMS.de, LEGAL.de, PAYMENTS.de, STORIES.de, VISITOR.de]
      .flatMap((catalog) => [...flatten(catalog)])
      .filter(([, text]) => informal.test(String(text)));
    expect(found).toEqual([]);
  });
});
