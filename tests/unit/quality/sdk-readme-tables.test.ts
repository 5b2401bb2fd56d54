import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as errors from '../../../sdk/client/errors';
import { CROSS_ORIGIN_REQUEST_HEADERS } from '../../../schemas/constants';

/**
 * The tables of the SDK's README that restate the code: a reader writes an exhaustive `switch`
 * from the error table and picks headers from the cross-origin one, so each must be the code's
 * list exactly. And the README ships in the tarball alone: it may not point into the repository.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const README = readFileSync(`${root}sdk/README.md`, 'utf8');

/** The rows of the markdown table whose header row starts with `first`, as cells. */
function tableAfter(markdown: string, first: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(start, `a table headed "${first}"`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()));
  }
  return rows;
}

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe('the packages\' READMEs', () => {
  it('lists every error class of the SDK with its kind, and nothing else', () => {
    const documented = tableAfter(README, 'class').flatMap(([classes = '', kinds = '']) => {
      const names = ticked(classes);
      const values = ticked(kinds);
      expect(values, classes).toHaveLength(names.length);
      return names.map((name, i) => `${name}: ${values[i]!}`);
    });
    const thrown = Object.values(errors)
      .filter((value): value is typeof errors.ApiError => typeof value === 'function' && value.prototype instanceof errors.PortalError)
      .map((cls) => `${cls.name}: ${cls.kind}`);
    expect(thrown).toEqual(expect.arrayContaining(['QuoteChangedError: quote-changed', 'NotPromotableError: not-promotable']));
    expect(documented.toSorted()).toEqual(thrown.toSorted());
  });

  it('lists the headers the API accepts cross-origin, as the constant the mock API allows', () => {
    expect(tableAfter(README, 'header').map(([header = '']) => ticked(header)[0])).toEqual([...CROSS_ORIGIN_REQUEST_HEADERS]);
  });

  it('sets no header in its snippets that a browser on another origin could not send', () => {
    const allowed = new Set(CROSS_ORIGIN_REQUEST_HEADERS.map((h) => h.toLowerCase()));
    const used = [...README.matchAll(/'(X-[A-Za-z-]+)'/g)].map((m) => m[1]!.toLowerCase());
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((h) => !allowed.has(h))).toEqual([]);
  });

  it.each(['sdk/README.md', 'ui/widgets/README.md'])('%s stands alone in the tarball: no link or path into the repository', (file) => {
    const text = readFileSync(`${root}${file}`, 'utf8');
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.filter((href) => !href.startsWith('#') && !href.startsWith('https://'))).toEqual([]);
    expect(text).not.toMatch(/\b(tests|bench|docs|mocks|scripts|ui|stories)\/|RESULTS\.md|npm run /);
  });
});
