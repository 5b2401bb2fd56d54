import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The SDK's README ships in its tarball: every ```ts and ```tsx block in it must compile, and so
 * must those of the recipes (docs/sdk.md) and of the embedding page (docs/embedding.md). Each
 * block becomes a module of its own in a scratch folder and is type-checked with the repo's tsc
 * through tests/types/tsconfig.json, which resolves `@portal/sdk/...` to the SDK's sources by
 * the package's entries, as a consumer's program would import them. A block whose first line is
 * `// file: <path>` is written at that path of the scratch folder, so the files of one recipe's
 * app import each other.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const README = join(root, 'sdk', 'README.md');
const DOCS = ['docs/sdk.md', 'docs/embedding.md', 'ui/widgets/README.md'];
const TYPES_TSCONFIG = join(root, 'tests', 'types', 'tsconfig.json');
// Under node_modules, so the snippets resolve react, TanStack Query... from the repo's node_modules.
const SCRATCH_PARENT = join(root, 'node_modules', '.cache');
const TSC_TIMEOUT_MS = 600_000;

interface Snippet {
  lang: 'ts' | 'tsx';
  line: number;
  code: string;
}

/** Where a snippet is written: its `// file:` path, else `<prefix>-line-<n>.<lang>`. */
function fileOf(snippet: Snippet, prefix: string): string {
  const named = /^\/\/ file: (\S+\.tsx?)$/.exec(snippet.code.split('\n')[0] ?? '')?.[1];
  return named ? join(prefix, named) : `${prefix}-line-${snippet.line}.${snippet.lang}`;
}

/** Fenced ```ts and ```tsx blocks, with the README line they start on. */
function snippetsOf(markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^```(ts|tsx|typescript)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? '')) end += 1;
    snippets.push({ lang: open[1] === 'tsx' ? 'tsx' : 'ts', line: start + 1, code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return snippets;
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('sdk/README.md', () => {
  const markdown = readFileSync(README, 'utf8');
  const snippets = snippetsOf(markdown);

  it('has TypeScript snippets, found by their fences', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(8);
    expect(snippetsOf('x\n```ts\nconst a = 1;\n```\n```sh\nnpm i\n```\n```tsx\nexport const b = <i />;\n```')).toEqual([
      { lang: 'ts', line: 3, code: 'const a = 1;' },
      { lang: 'tsx', line: 9, code: 'export const b = <i />;' },
    ]);
  });

  it('ships in the package', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'sdk', 'package.json'), 'utf8')) as { files: string[] };
    expect(manifest.files).toContain('README.md');
  });

  it('names the docs whose snippets compile with it, and those docs have snippets', () => {
    for (const doc of DOCS) expect(snippetsOf(readFileSync(join(root, doc), 'utf8')).length, doc).toBeGreaterThan(0);
    expect(fileOf({ lang: 'tsx', line: 3, code: '// file: app/page.tsx\nexport {};' }, 'docs-sdk')).toBe(join('docs-sdk', 'app/page.tsx'));
  });

  it('every snippet, and every snippet of the docs, compiles against the SDK', async () => {
    mkdirSync(SCRATCH_PARENT, { recursive: true });
    const dir = mkdtempSync(join(SCRATCH_PARENT, 'sdk-readme-'));
    scratch.push(dir);
    const sources = [
      { prefix: 'readme', snippets },
      ...DOCS.map((doc) => ({ prefix: doc.replace(/\.md$/, '').replace('/', '-'), snippets: snippetsOf(readFileSync(join(root, doc), 'utf8')) })),
    ];
    const files = sources.flatMap(({ prefix, snippets: blocks }) => blocks.map((snippet) => {
      const file = fileOf(snippet, prefix);
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      // `export {}` keeps each snippet a module of its own (top-level await, no clashing names).
      writeFileSync(join(dir, file), `${snippet.code}\nexport {};\n`);
      return file;
    }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: TYPES_TSCONFIG, include: files, exclude: [] }));
    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    const result = await promisify(execFile)(tsc, ['-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], { cwd: root, timeout: TSC_TIMEOUT_MS })
      .then(() => '')
      .catch((error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`);
    // Errors name the doc and its line: readme-line-<n>.ts(<line in the snippet>,...), docs-sdk/app/page.tsx(...).
    expect(result.split('\n').filter(Boolean).map((l) => l.replace(`${dir}/`, '').replace(relative(root, dir) + '/', ''))).toEqual([]);
  }, TSC_TIMEOUT_MS);
});

describe('tests/types/tsconfig.json', () => {
  it('maps every entry of sdk/package.json to an existing source file', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'sdk', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const config = JSON.parse(readFileSync(TYPES_TSCONFIG, 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
    const { paths } = config.compilerOptions;
    const resolve = (target: string) => join(dirname(TYPES_TSCONFIG), target);
    for (const subpath of Object.keys(manifest.exports)) {
      if (subpath === './package.json' || subpath.endsWith('.css')) continue;
      const name = `@portal/sdk${subpath.slice(1)}`;
      const locale = /^@portal\/sdk\/i18n\/([a-z]{2})$/.exec(name)?.[1];
      // An exact path, else the entries' wildcard (`@portal/sdk/*` -> sdk/entries/*), read as tsc does (adding .ts).
      const wildcard = (key: string, part: string) => paths[key]?.[0]?.replace('*', part);
      const target = locale ? wildcard('@portal/sdk/i18n/*', locale) : paths[name]?.[0] ?? wildcard('@portal/sdk/*', subpath.slice(2));
      expect(target, `${name} has no path in tests/types/tsconfig.json`).toBeDefined();
      const found = [target!, `${target!}.ts`].some((file) => existsSync(resolve(file)) && !file.endsWith('/'));
      expect(found, `${name} -> ${target} does not exist`).toBe(true);
    }
  });
});
