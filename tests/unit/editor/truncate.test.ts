import { describe, expect, it } from 'vitest';
import { DESCRIPTION_HELPER_WORDS } from '../../../schemas/constants';
import { truncateWords } from '@portal/components/features/editor';

describe('truncateWords (the 30-word description helper)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps a text of at most 30 words as it is, line breaks included', () => {
    expect(truncateWords(words(DESCRIPTION_HELPER_WORDS), DESCRIPTION_HELPER_WORDS)).toBe(words(30));
    expect(truncateWords('  one\ntwo  ', DESCRIPTION_HELPER_WORDS)).toBe('one\ntwo');
  });

  it('cuts after 30 words and adds an ellipsis', () => {
    const out = truncateWords(words(45), DESCRIPTION_HELPER_WORDS);
    expect(out).toBe(`${words(30)}…`);
    expect(out.replace('…', '').split(' ')).toHaveLength(30);
  });

  it('collapses whitespace when cutting and drops trailing punctuation before the ellipsis', () => {
    expect(truncateWords('one,\n\ntwo,   three four', 2)).toBe('one, two…');
  });

  it('handles non-Latin scripts and empty input', () => {
    expect(truncateWords('Привет как дела сегодня', 2)).toBe('Привет как…');
    expect(truncateWords('Γεια σου κόσμε', 5)).toBe('Γεια σου κόσμε');
    expect(truncateWords('   ', 30)).toBe('');
    expect(truncateWords('text', 0)).toBe('');
  });
});
