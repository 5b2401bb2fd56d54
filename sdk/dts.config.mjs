import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { dts } from 'rollup-plugin-dts';

/**
 * The package's type declarations (rollup + rollup-plugin-dts; tsup builds the JavaScript). Run from
 * the repo root by the SDK's `build` script, after tsup.
 *
 * - One declaration file per entry, named as the entry (`index.d.ts`, `react.d.ts`, ... and `.d.cts`
 *   twins for `require`), each re-exporting what it publishes.
 * - The declarations the entries share live in `dist/types/`, one file per area of the source, named
 *   after it (`types/client.d.ts`, `types/schemas.d.ts`, `types/session.d.ts`...), with the source's
 *   names kept: go-to-definition on `createPortalClient` lands in `types/client.d.ts` on
 *   `declare function createPortalClient`, not in a hashed chunk on a one-letter alias. Shared, not
 *   copied per entry, so a class (the errors) is one type whichever entry it is imported from.
 * - Declaration maps (`*.d.ts.map`): go-to-definition in an editor opens the TypeScript source, not
 *   the declaration. The sources they name are copied into `dist/src/`, as the repo lays them out
 *   (`src/sdk/client/transport.ts`, `src/schemas/entities/profile.ts`...), and each map points at
 *   its copies: the package holds every file its maps name, and only those (no tests, no stories,
 *   nothing of the site). The sources are for reading; nothing imports them.
 */
const ROOT = process.cwd();
const OUT_DIR = 'sdk/dist';

const entries = Object.fromEntries(readdirSync('sdk/entries')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => [file.slice(0, -3), `sdk/entries/${file}`]));

/** The shared file a source module's declarations go to: its area (a folder of sdk/ or schemas/). */
export function areaOf(id) {
  const path = relative(ROOT, id).split(sep).join('/');
  // The listing client is an entry the React entry's provider also names: its own shared file, so
  // the listing's declarations need nothing of React's.
  if (path === 'sdk/entries/listing.ts') return 'listing';
  if (path.startsWith('sdk/entries/')) return undefined;
  if (path.startsWith('schemas/constants')) return 'constants';
  if (path.startsWith('schemas/')) return 'schemas';
  if (path.startsWith('sdk/generated/')) return 'openapi';
  // The mock backend (the mocks entry's only): one file, which no other entry's declarations import.
  if (path.startsWith('mocks/')) return 'mocks';
  if (path.startsWith('sdk/endpoints/')) return 'client';
  // The i18next runtime apart from the Intl formatters and the catalogs' types: the core and listing
  // entries' declarations reach those, and must not need i18next (an optional peer) to type-check.
  if (/^sdk\/i18n\/(createI18n|memo|sections)\.ts$/.test(path)) return 'i18next';
  if (path.startsWith('sdk/session-store/')) return 'session';
  const folder = /^sdk\/([^/]+)\//.exec(path);
  if (folder) return folder[1];
  const file = /^sdk\/([^/]+)\.ts$/.exec(path);
  return file ? file[1] : undefined;
}

const external = [/^react(\/|$)/, /^react-dom(\/|$)/, /^@tanstack\//, /^react-i18next(\/|$)/, /^zod(\/|$)/, /^openapi-fetch(\/|$)/, /^i18next(\/|$)/, /^msw(\/|$)/];

const SOURCES_DIR = `${OUT_DIR}/src`;

/**
 * After each output is written: every map's `sources` (paths into the repo) copied under
 * dist/src/ and pointed at there, relative to the map.
 */
const shipSources = () => ({
  name: 'ship-declaration-sources',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
      const mapFile = join(options.dir, file);
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      map.sources = map.sources.map((source) => {
        const original = resolve(dirname(mapFile), source);
        const inRepo = relative(ROOT, original).split(sep).join('/');
        if (inRepo.startsWith('..') || inRepo.includes('node_modules/')) throw new Error(`${file} maps to ${source}, outside the repo's sources`);
        const copy = join(SOURCES_DIR, inRepo);
        mkdirSync(dirname(copy), { recursive: true });
        copyFileSync(original, copy);
        return relative(dirname(mapFile), copy).split(sep).join('/');
      });
      writeFileSync(mapFile, JSON.stringify(map));
    }
  },
});

const output = (ext) => ({
  dir: OUT_DIR,
  format: 'es',
  // Declaration maps, pointing at the sources shipped in dist/src (shipSources).
  sourcemap: true,
  entryFileNames: `[name]${ext}`,
  chunkFileNames: `types/[name]${ext}`,
  // The source's names, not one-letter aliases, across the shared files.
  minifyInternalExports: false,
  // An entry imports the declaration files it names, not (as bare imports) every file and package
  // those import in turn: `import 'i18next'` in the core's declarations made i18next a must.
  hoistTransitiveImports: false,
  manualChunks: (id) => {
    const area = areaOf(id);
    return area && !id.includes('node_modules') ? area : undefined;
  },
});

export default {
  input: entries,
  external,
  plugins: [dts({
    tsconfig: 'tsconfig.json',
    // Maps from the declarations to the TypeScript sources (with `output.sourcemap`).
    sourcemap: true,
    // The repo's baseUrl would let TypeScript name some modules `schemas` (shorter than a relative
    // path), which the bundler would leave as an unresolved import: a baseUrl with no source under it.
    compilerOptions: { baseUrl: `${OUT_DIR}/.no-base-url` },
  })],
  output: [output('.d.ts'), output('.d.cts')].map((o) => ({ ...o, plugins: [shipSources()] })),
};
