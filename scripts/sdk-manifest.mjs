/**
 * The published manifest of @portal/sdk adds what the workspace's (sdk/package.json) must leave
 * out: msw, the optional peer of the `@portal/sdk/mocks` entry.
 *
 * Why not in the workspace's manifest: the repo's own msw is a root devDependency, and npm marks an
 * installed package that is also an optional peer of a workspace "devOptional", which
 * `npm prune --omit=dev` keeps: the site's production install (the Dockerfile's steps) would carry
 * msw and its dependencies, 23 MB (tests/unit/package/production-install.test.ts refuses it), as it
 * carries TypeScript for i18next. So the peer is added for the tarball only:
 *
 *   prepack:  node ../scripts/sdk-manifest.mjs publish    (sdk/package.json with the peer; the workspace's kept aside)
 *   postpack: node ../scripts/sdk-manifest.mjs workspace  (the workspace's manifest back, byte for byte)
 *
 * `npm pack`, `npm publish` and `attw --pack` run both. A pack that fails between them leaves the
 * published manifest in place; the next `publish` (or `workspace`) puts the workspace's back first.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MANIFEST = join(ROOT, 'sdk/package.json');
/** The workspace's manifest while the published one is in its place (ignored by git, never packed). */
const KEPT = join(ROOT, 'node_modules/.cache/portal-sdk/package.workspace.json');

/** What the published manifest adds to the workspace's. */
export const PUBLISHED_ONLY = {
  peerDependencies: { msw: '^2.15.0' },
  peerDependenciesMeta: { msw: { optional: true } },
};

const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The published manifest of a workspace manifest: its peers and their meta with PUBLISHED_ONLY's,
 * sorted, and without the pack scripts (they name this file, which the tarball does not hold).
 */
export function publishedManifest(workspace) {
  const manifest = { ...workspace };
  for (const [field, added] of Object.entries(PUBLISHED_ONLY)) manifest[field] = sorted({ ...workspace[field], ...added });
  const { prepack: _prepack, postpack: _postpack, ...scripts } = workspace.scripts ?? {};
  manifest.scripts = scripts;
  return manifest;
}

/**
 * The workspace's manifest back, with its own modification time: the package tier rebuilds and
 * repacks what is older than its manifest (scripts/package-build.mjs), and a pack is no edit.
 */
function restore() {
  if (!existsSync(KEPT)) return;
  const { atime, mtime } = statSync(KEPT);
  writeFileSync(MANIFEST, readFileSync(KEPT));
  utimesSync(MANIFEST, atime, mtime);
  rmSync(KEPT);
}

function publish() {
  restore();
  const text = readFileSync(MANIFEST, 'utf8');
  const { atime, mtime } = statSync(MANIFEST);
  mkdirSync(dirname(KEPT), { recursive: true });
  writeFileSync(KEPT, text);
  utimesSync(KEPT, atime, mtime);
  writeFileSync(MANIFEST, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2];
  if (mode === 'publish') publish();
  else if (mode === 'workspace') restore();
  else {
    console.error('usage: node scripts/sdk-manifest.mjs publish|workspace');
    process.exitCode = 2;
  }
}
