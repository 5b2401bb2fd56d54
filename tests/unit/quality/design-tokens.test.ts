import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The tokens of ui/styles/tokens.css are always defined where a component is shown (the site's
 * global stylesheet, the widgets' styles.css, Storybook's preview), so a stylesheet reads them
 * bare: a `var(--token, #value)` fallback is a second copy of the value that drifts when the
 * token changes, and a token a stylesheet names must exist.
 */
const tokenNames = new Set(
  [...readFileSync('ui/styles/tokens.css', 'utf8').matchAll(/^\s*(--[a-z0-9-]+):/gm)].map((m) => m[1]),
);
const stylesheets = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'ui/*.css', 'stories/*.css'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && file !== 'ui/styles/tokens.css');

/** Custom properties set by a component itself or by a library, not by the tokens. */
const localProperty = (name: string, css: string) =>
  name.startsWith('--radix-') || new RegExp(`${name}\\s*:`).test(css);

describe('design tokens', () => {
  it('are read without fallback copies of their values', () => {
    const copies = stylesheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--[a-z0-9-]+)\s*,/g)]
        .filter((m) => tokenNames.has(m[1]))
        .map((m) => `${file}: ${m[1]}`),
    );
    expect(copies).toEqual([]);
  });

  it('named by a stylesheet all exist', () => {
    const unknown = stylesheets.flatMap((file) => {
      const css = readFileSync(file, 'utf8');
      return [...css.matchAll(/var\((--[a-z0-9-]+)/g)]
        .map((m) => m[1] ?? '')
        .filter((name) => !tokenNames.has(name) && !localProperty(name, css))
        .map((name) => `${file}: ${name}`);
    });
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('of a theme are colours of tokens.css, every one of them defined there', () => {
    const themes = stylesheets.filter((file) => file.startsWith('ui/styles/themes/'));
    expect(themes.length).toBeGreaterThan(0);
    for (const file of themes) {
      const set = [...readFileSync(file, 'utf8').matchAll(/^\s*(--[a-z0-9-]+):/gm)].map((m) => m[1]!);
      expect(set.length, file).toBeGreaterThan(0);
      expect(set.filter((name) => !tokenNames.has(name)), file).toEqual([]);
      expect(set.filter((name) => !name.startsWith('--color-')), file).toEqual([]);
    }
  });
});
