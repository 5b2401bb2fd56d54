/**
 * Builds the script-tag widget: build/embed/portal-listing.js (IIFE, for a plain <script>) and
 * portal-listing.mjs (ESM, for <script type="module">). esbuild, not Vite: one entry, no HTML,
 * and this runs inside the size test in well under a second.
 *
 * The texts are not typed here: ui/embed/build-data.ts picks the widget's keys from the
 * sdk/i18n catalogs in Node, and the result is inlined with `define`, so the bundle carries
 * a dozen strings per language instead of nine catalogs.
 *
 *   node scripts/build-embed.mjs                   (npm run build:embed: into build/embed)
 *   node scripts/build-embed.mjs build/site/embed  (part of npm run build:site: the site serves it)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
export const EMBED_OUT_DIR = join(ROOT, 'build/embed');

/**
 * Runs ui/embed/build-data.ts in Node (bundled to a temporary ESM file first: it is TypeScript).
 * The file is written under the repo's node_modules, so its package imports (zod, i18next) resolve
 * to the repo's own copies wherever the repo lives (not to whatever a system temp folder holds).
 */
async function buildData() {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'embed-data-'));
  try {
    const file = join(dir, 'data.mjs');
    // Split: the catalogs it loads with import() stay chunks (esbuild's lazy module wrappers, which a
    // single file needs for them, left constants reached through the SDK's entry uninitialised).
    await build({
      entryPoints: { data: join(ROOT, 'ui/embed/build-data.ts') }, bundle: true, format: 'esm', platform: 'node', outdir: dir,
      outExtension: { '.js': '.mjs' }, splitting: true, logLevel: 'error', packages: 'external',
    });
    const mod = await import(pathToFileURL(file).href);
    return await mod.buildData();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function buildEmbed({ outDir = EMBED_OUT_DIR } = {}) {
  const data = await buildData();
  const common = {
    entryPoints: [join(ROOT, 'ui/embed/main.ts')],
    bundle: true,
    minify: true,
    target: 'es2020',
    platform: 'browser',
    charset: 'utf8',
    legalComments: 'none',
    define: { __PORTAL_EMBED__: JSON.stringify(data) },
    logLevel: 'error',
    metafile: true,
  };
  const iife = await build({ ...common, format: 'iife', outfile: join(outDir, 'portal-listing.js') });
  await build({ ...common, format: 'esm', outfile: join(outDir, 'portal-listing.mjs') });
  // Which modules went in: the size test asserts zod and React did not. esbuild reads every module
  // the SDK's entry re-exports; what counts is what left bytes in the bundle after tree-shaking.
  writeFileSync(join(outDir, 'meta.json'), JSON.stringify(iife.metafile));
  const [output] = Object.values(iife.metafile.outputs);
  const inputs = Object.entries(output.inputs).filter(([, use]) => use.bytesInOutput > 0).map(([path]) => path);
  return { file: join(outDir, 'portal-listing.js'), inputs };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? resolve(ROOT, process.argv[2]) : EMBED_OUT_DIR;
  const { file, inputs } = await buildEmbed({ outDir });
  console.info(`${file} (${inputs.length} modules)`);
}
