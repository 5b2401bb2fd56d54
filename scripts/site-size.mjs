#!/usr/bin/env node
/**
 * First-load JavaScript of site pages, from the client build's manifest: the entry and its static
 * imports, the app it loads after the first paint (ui/site/hydrate.tsx) and its imports, the page's lazy chunk and its imports, the language catalog, and (for a first-time
 * visitor) the 18+ dialog. Sizes are gzip level 9 and brotli, as served by `npm start`.
 *   node scripts/site-size.mjs [route-id ...]       (default: home escort-list escort-profile)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BUILD_DIR } from './site-env.mjs';

const dir = join(BUILD_DIR, 'client');
const budgets = JSON.parse(readFileSync(join(BUILD_DIR, '../../bench/budgets.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const ENTRY = 'ui/site/entry-client.tsx';
/** The app the entry imports once the server HTML has painted: part of every page's first load. */
const APP = 'ui/site/hydrate.tsx';
const kb = (n) => (n / 1024).toFixed(1);

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k].file);
}

/** The catalog chunk of a language: the dynamic import of sdk/i18n/locales/<locale>.ts. */
const catalog = (locale) => manifest[`sdk/i18n/locales/${locale}.ts`]?.file;

function measure(files) {
  let gz = 0;
  let br = 0;
  for (const file of new Set(files)) {
    const raw = readFileSync(join(dir, file));
    gz += gzipSync(raw, { level: 9 }).length;
    br += brotliCompressSync(raw).length;
  }
  return { gz, br };
}

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['home', 'escort-list', 'escort-profile'];
console.info('page                     returning visitor (gzip / br)    first visit, with the 18+ dialog');
for (const page of pages) {
  const base = [...closure([ENTRY, APP, `ui/site/pages/${page}.tsx`]), catalog('en')];
  const returning = measure(base);
  const first = measure([...base, ...closure(['ui/site/shell/AgeGateDialog.tsx'])]);
  console.info(
    `${page.padEnd(24)} ${kb(returning.gz).padStart(6)} / ${kb(returning.br).padStart(6)} kB`.padEnd(58) +
      `${kb(first.gz).padStart(6)} / ${kb(first.br).padStart(6)} kB`,
  );
}
console.info(
  `budgets (bench/budgets.json, returning visitor, gzip): ${Object.entries(budgets.firstLoadJsGzipKb).map(([p, kb]) => `${p} ≤ ${kb} kB`).join(', ')}` +
    ` — goal ${budgets.firstLoadJsGoalKb} kB each`,
);
