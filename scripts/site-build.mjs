/**
 * The site build and when it is stale: `npm start` builds before serving when there is no build or
 * a source is newer than it, and the e2e tests' global setup does the same once per run (the test
 * files then start the server with SKIP_BUILD=1).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR, ROOT } from './site-env.mjs';

export const SERVER_BUNDLE = join(BUILD_DIR, 'server/prod.js');
/** What `npm run build:site` writes last of each part: the client, the two server entries, the embed. */
const BUILD_MARKERS = ['client/builds/latest.json', 'server/prod.js', 'server/serve.js', 'embed/portal-listing.mjs'].map((f) => join(BUILD_DIR, f));
/** What the site build is made of; a change in any of them means a rebuild. */
const SOURCES = ['ui', 'sdk', 'schemas', 'public', 'scripts/build-embed.mjs', 'vite.config.ts', 'package.json', 'tsconfig.json'];
// Build outputs and copies inside the sources (sdk/dist, the SDK's copy of openapi.yaml) are not sources.
const SKIP = /(^|\/)(node_modules|dist|\.[^/]*)$|\.(test|stories)\.[jt]sx?$|\/sdk\/openapi\.yaml$/;

/** The newest modification time of a file or of anything below a folder (0 when missing or skipped). */
export function newestMtime(path, skip = SKIP) {
  if (!existsSync(path) || skip.test(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name), skip));
  return newest;
}

/**
 * Whether a build is missing one of its `markers` (the files it writes last) or older than one of
 * its `sources` (paths relative to the repo root): then it is due, never silently reused.
 */
export function isStale(markers, sources, skip = SKIP) {
  if (!markers.every((f) => existsSync(f))) return true;
  const built = Math.min(...markers.map((f) => statSync(f).mtimeMs));
  return sources.some((s) => newestMtime(join(ROOT, s), skip) > built);
}

/** Whether build/site is missing a part or older than a source (then `npm run build:site` is due). */
export function siteBuildIsStale() {
  return isStale(BUILD_MARKERS, SOURCES);
}

/** Runs `npm run build:site` when the build is missing or stale; throws if the build fails. */
export function buildSiteIfStale() {
  if (!siteBuildIsStale()) return;
  console.info('Building the site (sources changed or no build yet)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // A production build whatever the caller's environment says (test runners set NODE_ENV=test): the
  // server bundle's JSX and React's runtime must agree, and the server runs in production mode.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(npm, ['run', 'build:site'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) throw new Error(`npm run build:site failed (exit ${result.status ?? result.signal})`);
}
