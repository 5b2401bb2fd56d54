import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documentation's relative links lead somewhere: every link of README.md, SECURITY.md, the
 * folders' READMEs and docs/**.md (not the generated docs/api/) names a file or folder of the
 * repository, and a `#anchor` into a Markdown file names one of its headings (GitHub's slugs).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SKIP = new Set(['node_modules', 'build', 'storybook-static', 'dist', 'docs/api']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) || SKIP.has(relative(ROOT, path)) || entry.name.startsWith('.') ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Markdown links `[text](target)` outside fenced code blocks and inline code, with their line. */
function linksOf(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const prose = text.replace(/`[^`]*`/g, '``');
    for (const match of prose.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push({ target: match[1]!, line: index + 1 });
  });
  return links;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+)$/.exec(line);
    if (heading) anchors.add(slugOf(heading[1]!));
  }
  return anchors;
}

/** What is wrong with one link of `file`, or undefined. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto:...
  const [path = '', anchor] = target.split('#');
  const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
  if (!resolved.startsWith(ROOT)) return `${target} leaves the repository`;
  if (!existsSync(resolved)) return `${target} does not exist`;
  if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
    return `${target}: no heading #${anchor} in ${relative(ROOT, resolved)}`;
  }
  return undefined;
}

describe('links of the documentation', () => {
  const files = markdownFiles(ROOT);

  it('finds the docs, and reads links and anchors as GitHub does', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'SECURITY.md', 'docs/development.md', 'docs/decisions/README.md', 'mocks/README.md']));
    expect(names.some((n) => n.startsWith('docs/api/'))).toBe(false);
    expect(linksOf('[a](x.md) `[b](y.md)` [c](https://e.example)\n```\n[d](z.md)\n```\n[e](w.md#top "t")')).toEqual([
      { target: 'x.md', line: 1 }, { target: 'https://e.example', line: 1 }, { target: 'w.md#top', line: 5 },
    ]);
    expect(slugOf('2. React package (`@portal/widgets`)')).toBe('2-react-package-portalwidgets');
    expect(brokenLink(join(ROOT, 'README.md'), 'docs/no-such-file.md')).toBe('docs/no-such-file.md does not exist');
    expect(brokenLink(join(ROOT, 'README.md'), 'docs/development.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink(join(ROOT, 'README.md'), '../outside.md')).toMatch(/leaves the repository/);
  });

  it('every relative link names an existing file, and every anchor a heading', () => {
    const broken = files.flatMap((file) =>
      linksOf(readFileSync(file, 'utf8')).flatMap(({ target, line }) => {
        const problem = brokenLink(file, target);
        return problem ? [`${relative(ROOT, file)}:${line}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('README.md is a door: at most 200 lines', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });
});
