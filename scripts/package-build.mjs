/**
 * The published packages as a consumer gets them, built and packed once for every test that needs
 * them (the package tier's global setup, tests/unit/package/global-setup.ts): `npm run build`
 * (@portal/sdk into sdk/dist, then @portal/widgets into ui/widgets/dist) when a dist is missing or
 * older than a source, and `npm pack` of both into tests/.artifacts/packs when a tarball is missing
 * or older than its dist. A stale artifact is rebuilt, never reused.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isStale, newestMtime } from './site-build.mjs';
import { ROOT } from './site-env.mjs';

export const PACKS_DIR = join(ROOT, 'tests/.artifacts/packs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Each package: its folder, the files its build writes last, and what the build is made of. */
const PACKAGES = {
  sdk: {
    dir: join(ROOT, 'sdk'),
    markers: ['sdk/dist/index.js', 'sdk/dist/index.d.ts', 'sdk/dist/cli.js'].map((f) => join(ROOT, f)),
    // mocks/: the `@portal/sdk/mocks` entry bundles the mock backend.
    sources: ['sdk', 'schemas', 'mocks', 'package.json', 'package-lock.json', 'tsconfig.json', 'openapi.yaml'],
  },
  widgets: {
    dir: join(ROOT, 'ui/widgets'),
    markers: ['ui/widgets/dist/index.js', 'ui/widgets/dist/index.d.ts', 'ui/widgets/dist/styles.css'].map((f) => join(ROOT, f)),
    // The widgets bundle the components, the embed's parts and the tokens, and type against the SDK.
    sources: ['ui/widgets', 'ui/components', 'ui/embed', 'ui/styles', 'sdk', 'schemas', 'package.json', 'package-lock.json'],
  },
};

// Build outputs, caches and tests inside the sources are not sources.
const SKIP = /(^|\/)(node_modules|dist|\.[^/]*)$|\.(test|stories)\.[jt]sx?$|\/sdk\/openapi\.(yaml|json)$/;

const NOTHING_SKIPPED = /^$/;

function run(args, cwd) {
  try {
    return execFileSync(npm, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (error) {
    const { stdout, stderr } = error;
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}

/** The packed tarball of a package folder in PACKS_DIR, if any (named by npm: scope-name-version.tgz). */
function packedTarball(prefix) {
  if (!existsSync(PACKS_DIR)) return undefined;
  const name = readdirSync(PACKS_DIR).find((f) => f.startsWith(prefix) && f.endsWith('.tgz'));
  return name ? join(PACKS_DIR, name) : undefined;
}

/**
 * Builds what is stale and packs what is older than its build; returns the tarballs' paths.
 * `log` hears what is done (nothing when everything is current).
 */
export function preparePackages(log = () => {}) {
  if (Object.values(PACKAGES).some((p) => isStale(p.markers, p.sources, SKIP))) {
    log('Building @portal/sdk and @portal/widgets (sources changed or no build yet)…');
    run(['run', 'build'], ROOT);
  }
  mkdirSync(PACKS_DIR, { recursive: true });
  const tarballs = {};
  for (const [key, pkg] of Object.entries(PACKAGES)) {
    const prefix = `portal-${key}-`;
    const current = packedTarball(prefix);
    // The dist itself counts (the sources' skip list leaves out every folder named dist).
    const built = Math.max(newestMtime(join(pkg.dir, 'dist'), NOTHING_SKIPPED), newestMtime(join(pkg.dir, 'package.json')), newestMtime(join(pkg.dir, 'README.md')));
    if (current && statSync(current).mtimeMs >= built) {
      tarballs[key] = current;
      continue;
    }
    if (current) rmSync(current);
    log(`Packing ${key}…`);
    const [packed] = JSON.parse(run(['pack', '--json', '--pack-destination', PACKS_DIR], pkg.dir));
    tarballs[key] = join(PACKS_DIR, packed.filename);
  }
  return tarballs;
}
