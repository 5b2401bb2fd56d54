import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The component library is a workspace package, @portal/components (ui/components): read from its
 * TypeScript sources (its exports and tsconfig.json's paths alike), declared by what its files
 * import, and used by the site, the widgets and the embed by its name only (ESLint).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PACKAGE_DIR = join(ROOT, 'ui/components');
type Manifest = { name: string; private?: boolean; exports: Record<string, string>; dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; devDependencies?: Record<string, string>; workspaces?: string[] };
const manifest = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Manifest;

/** The package's own source files (no tests: they are dev-only and may import tests/ and stories/). */
function sources(dir: string = PACKAGE_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The npm package a bare specifier names ('@scope/name' or 'name'); null for a path or a Node built-in. */
function packageOf(spec: string): string | null {
  if (spec.startsWith('.') || spec.startsWith('node:')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('the package', () => {
  const pkg = manifest('ui/components/package.json');

  it('is a private workspace whose exports are its TypeScript sources, as tsconfig.json resolves them', () => {
    expect([pkg.name, pkg.private]).toEqual(['@portal/components', true]);
    expect(manifest('package.json').workspaces).toContain('ui/components');
    expect(pkg.exports).toEqual({ '.': './index.ts', './*': './*' });
    const paths = (JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;
    expect([paths['@portal/components'], paths['@portal/components/*']]).toEqual([['./ui/components/index.ts'], ['./ui/components/*']]);
  });

  it('declares every package its files import, and nothing they do not', () => {
    const imported = new Set(sources().flatMap((file) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles
      .map((i) => packageOf(i.fileName))
      .filter((name): name is string => name !== null)));
    const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
    expect([...imported].sort()).toEqual(declared.sort());
  });

  it('is a dependency of the site, and a dev dependency of the widgets, which bundle it', () => {
    expect(manifest('ui/package.json').dependencies?.['@portal/components']).toBeDefined();
    expect(manifest('ui/widgets/package.json').devDependencies?.['@portal/components']).toBeDefined();
  });

  it('imports nothing outside its folder by a path', () => {
    const outside = sources().flatMap((file) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles
      .map((i) => i.fileName)
      .filter((spec) => spec.startsWith('.') && relative(PACKAGE_DIR, join(file, '..', spec)).startsWith('..'))
      .map((spec) => `${relative(ROOT, file)}: ${spec}`));
    expect(outside).toEqual([]);
  });
});

describe('ESLint keeps the package boundary', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const problems = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: join(ROOT, file) }))[0]!.messages
      .filter((m) => m.ruleId === 'portal/path-boundary' || m.ruleId === 'no-restricted-imports').map((m) => m.message);

  it('refuses a path into ui/components from the site, the widgets and the embed', async () => {
    const [message] = await problems("export { ProfileCard } from '../../components/ProfileCard';", 'ui/site/page-kit/Example.ts');
    expect(message).toMatch(/import the component library by its package name, @portal\/components/);
    expect(await problems("export { CardGrid } from '../components';", 'ui/widgets/Example.ts')).toHaveLength(1);
    expect(await problems("export const load = () => import('../components/features/editor');", 'ui/embed/Example.ts')).toHaveLength(1);
  });

  it('accepts the package name, with or without a subpath', async () => {
    expect(await problems([
      "export { CardGrid } from '@portal/components';",
      "export { ProfileCard } from '@portal/components/ProfileCard';",
      "export { emptyEditorValues } from '@portal/components/features/editor';",
    ].join('\n'), 'ui/site/page-kit/Example.ts')).toEqual([]);
  });

  it("refuses, in the package, a path to the site, the widgets, the embed or mocks, and its users' names", async () => {
    for (const spec of ['../../site/shell/Header', '../../widgets', '../../embed/main', '../../../mocks/store/store', '@portal/site', '@portal/widgets', '@portal/sdk/mocks', '@portal/components']) {
      expect(await problems(`export * from '${spec}';`, 'ui/components/Button/Example.ts'), spec).toHaveLength(1);
    }
  });

  it("accepts the package's own paths and @portal/sdk, and in a test tests/ and stories/", async () => {
    expect(await problems("export * from '../Spinner';\nexport * from '../features/editor';\nexport * from '@portal/sdk';", 'ui/components/Button/Example.ts')).toEqual([]);
    expect(await problems("export * from '../../../stories/fixtures';\nexport * from '../../../tests/dom/i18n';", 'ui/components/Button/Example.test.tsx')).toEqual([]);
    expect(await problems("export * from '../../../stories/fixtures';", 'ui/components/Button/Example.ts')).toHaveLength(1);
  });
});
