import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundary between the site and the SDK (docs/decisions/sdk-boundary.md): the files of
 * sdk/entries are the published entries, named alike in sdk/package.json's exports and resolved
 * by tsconfig.json's paths; ESLint lets ui/ reach the SDK only through them.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
const ENTRY_FILES = readdirSync(join(ROOT, 'sdk/entries')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3)).sort();
const LOCALES = readdirSync(join(ROOT, 'sdk/i18n/locales')).filter((f) => /^[a-z]{2}\.ts$/.test(f)).map((f) => f.slice(0, 2)).sort();

describe('the published entries', () => {
  it('are the files of sdk/entries, the catalogs and package.json in sdk/package.json exports', () => {
    const exports = json('sdk/package.json').exports as Record<string, unknown>;
    const subpath = (name: string) => (name === 'index' ? '.' : `./${name}`);
    expect(Object.keys(exports).sort()).toEqual(
      [...ENTRY_FILES.map(subpath), ...LOCALES.map((l) => `./i18n/${l}`), './package.json'].sort(),
    );
    for (const name of ENTRY_FILES) {
      expect(exports[subpath(name)], name).toEqual({
        import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
        require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
      });
    }
  });

  it('resolve to their sources in the repo by tsconfig paths, and the site depends on the package', () => {
    const paths = (json('tsconfig.json').compilerOptions as { paths: Record<string, string[]> }).paths;
    const sdkPaths = Object.fromEntries(Object.entries(paths).filter(([name]) => name === '@portal/sdk' || name.startsWith('@portal/sdk/')));
    expect(sdkPaths).toEqual({
      '@portal/sdk': ['./sdk/entries/index.ts'],
      '@portal/sdk/i18n/*': ['./sdk/i18n/locales/*'],
      '@portal/sdk/*': ['./sdk/entries/*'],
    });
    expect((json('ui/package.json').dependencies as Record<string, string>)['@portal/sdk']).toBeDefined();
  });
});

describe('ESLint keeps ui/ on the published entries', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const problems = async (code: string, file = 'ui/site/page-kit/Example.ts') =>
    (await eslint.lintText(code, { filePath: join(ROOT, file) }))[0]!.messages
      .filter((m) => m.ruleId === 'portal/sdk-boundary').map((m) => m.message);

  it('refuses a path into sdk/ or schemas/, static or dynamic', async () => {
    expect(await problems("export { routePath } from '../../../sdk/routes';")).toHaveLength(1);
    expect(await problems("import type { Profile } from '../../../schemas';\nexport type P = Profile;")).toHaveLength(1);
    expect(await problems("export const load = (l: string) => import(`../../../sdk/i18n/locales/${l}.ts`);")).toHaveLength(1);
  });

  it('refuses an unpublished subpath of @portal/sdk', async () => {
    const [message] = await problems("export { routePath } from '@portal/sdk/routes';");
    expect(message).toMatch(/'@portal\/sdk\/routes' is not a published entry/);
  });

  it('accepts the entries, the catalogs and ui/ folders that happen to be called schemas', async () => {
    expect(await problems([
      "export { routePath } from '@portal/sdk';",
      "export { portalQueries } from '@portal/sdk/queries';",
      "export { usePortalQueries } from '@portal/sdk/react';",
      "export { default as de } from '@portal/sdk/i18n/de';",
      "export { aboutSchema } from './schemas';",
    ].join('\n'), 'ui/components/features/editor/Example.ts')).toEqual([]);
  });
});
