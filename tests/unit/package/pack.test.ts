import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer } from '../../../mocks/http/server';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { operations } from '../../../schemas/operations';
import deMain from '../../../sdk/i18n/locales/de';
import deForms from '../../../sdk/i18n/sections/forms/de';
import { run } from './run';

/**
 * The packages as a consumer gets them: the tarballs of the sdk/ workspace (@portal/sdk) and of
 * ui/widgets (@portal/widgets), built and packed once for the tier (global-setup.ts), a fresh project installing the tarballs (zod,
 * openapi-fetch and i18next from the npm cache where it has them), then imports from ESM and CJS,
 * a server-side prefetch with the React-free query options, a type-check of a small program with
 * the repo's tsc, the built files' 'use client' directives and imports, publint and attw.
 *
 * React, TanStack Query and i18next are optional peers, so the install leaves them out; the test
 * links the repo's copies into the consumer to load and type-check `@portal/sdk/react`.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The published workspaces (@portal/sdk, @portal/widgets); their dependencies are installed in the root's node_modules. */
const sdk = join(root, 'sdk');
const widgets = join(root, 'ui/widgets');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const TIMEOUT = 300_000;

let work = '';
let consumer = '';
let tarball = '';
let widgetsTarball = '';
/** The Node-only consumer project (no peers) of the skipLibCheck test, type-checked again with TypeScript 7. */
let nodeOnly = '';
/** TypeScript 7's native preview (`tsgo`), pinned: a dev build, published to the npm registry daily. */
const TYPESCRIPT_7 = '7.0.0-dev.20260707.2';


function link(name: string) {
  const target = join(consumer, 'node_modules', name);
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(join(root, 'node_modules', name), target, 'dir');
}

const LISTING = JSON.stringify({
  data: [{
    id: 1, slug: 'model-1', name: 'Model 1', age: 25, category: 'escort', country: { id: 1, title: 'Ukraine' }, city: { id: 10, title: 'Kyiv' },
    main_image: null, statuses: { is_vip: false, is_top: false, is_verified: false, is_new: true, is_independent: true, is_travel: false },
    price_from: null, avg_rating: null, likes: 0, is_liked: false, business_id: null, incognito: false, created_at: '2026-10-02T10:00:00Z',
  }],
  meta: { page: 1, per_page: 40, total_items: 1, total_pages: 1 },
});

/** The same smoke run from ESM and CJS: every entry loads, and a listing call parses a JSON answer. */
const smoke = (load: (id: string) => string) => `
const sdk = ${load('@portal/sdk')};
const schemas = ${load('@portal/sdk/schemas')};
const listing = ${load('@portal/sdk/listing')};
const queries = ${load('@portal/sdk/queries')};
const react = ${load('@portal/sdk/react')};
const i18n = ${load('@portal/sdk/i18n')};
const en = ${load('@portal/sdk/i18n/en')};
const de = ${load('@portal/sdk/i18n/de')};
const tanstack = ${load('@tanstack/react-query')};
const fetch = async () => new Response(${JSON.stringify(LISTING)}, { headers: { 'Content-Type': 'application/json' } });
const client = listing.createListingClient({ baseUrl: 'https://api.example.test', fetch });
const page = await client.profiles.list({ city_id: 10 });
const full = sdk.createPortalClient({ baseUrl: 'https://api.example.test', fetch });
const catalog = await i18n.loadCatalog('de');
const formErrors = await i18n.loadSection('forms', 'de');
const withForms = await i18n.createI18n('de', { sections: ['auth'] });
// A server component's prefetch: the React-free options into a QueryClient, dehydrated for HydrationBoundary.
const queryClient = new tanstack.QueryClient();
await queryClient.prefetchQuery(queries.portalQueries(full).profiles.list({ city_id: 10 }));
const [prefetched] = tanstack.dehydrate(queryClient).queries;
console.log(JSON.stringify({
  names: page.data.map((p) => p.name),
  fullList: (await full.profiles.list()).meta.total_items,
  operations: schemas.operations.length,
  pageSize: sdk.PAGE_SIZE,
  apiError: new sdk.ApiError(422, { message: 'x', errors: { a: ['b'] } }).firstFieldErrors(),
  keys: react.portalKeys.profiles.list({ city_id: 10 }),
  oneImplementation: react.portalQueries === queries.portalQueries,
  prefetched: { key: prefetched.queryKey, names: prefetched.state.data.data.map((p) => p.name) },
  enCancel: (en.default ?? en).common.cancel,
  deIsLazyCatalog: catalog === (de.default ?? de),
  // A section, loaded through the language's table of loaders, and one a section requires.
  deSection: [formErrors.required, withForms.t('validation.required'), withForms.t('common.cancel')],
  quote: sdk.quotePackage('individual', { type: null, valid_until: null, paid_coins: 0 }, 'TOP', 0).charge,
}));
`;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'portal-sdk-pack-'));
  ({ sdk: tarball, widgets: widgetsTarball } = inject('packedTarballs'));
  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  // --prefer-offline: tarballs come from the cache the project's own install filled; the metadata npm
  // needs to resolve zod, openapi-fetch and i18next may not be cached on a fresh machine.
  // --legacy-peer-deps: the widgets' peers (React...) are linked below rather than installed.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--legacy-peer-deps', tarball, widgetsTarball], consumer);
  // i18next is an optional peer like React: a host that translates has its own (peers.test.ts installs it from the registry).
  for (const name of ['react', '@tanstack/react-query', '@tanstack/query-core', '@types/react', 'csstype', 'react-i18next', 'i18next']) link(name);
}, TIMEOUT);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('ships only dist (with the sources its declaration maps name), the OpenAPI document, the README and the licence', () => {
    const files = (JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--pack-destination', work], sdk)) as Array<{ files: Array<{ path: string }> }>)[0]?.files
      .map((f) => f.path) ?? [];
    expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'openapi.yaml', 'openapi.json', 'README.md', 'LICENSE'].includes(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'LICENSE']));
    expect(files).toContain('dist/listing.js');
    expect(files.filter((f) => /\.(test|stories|spec)\.|^dist\/src\/(?!sdk\/|schemas\/|mocks\/)/.test(f))).toEqual([]);
    const widgetFiles = (JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--pack-destination', work], widgets)) as Array<{ files: Array<{ path: string }> }>)[0]?.files
      .map((f) => f.path) ?? [];
    expect(widgetFiles.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md', 'LICENSE'].includes(f))).toEqual([]);
    expect(widgetFiles).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/styles.css', 'README.md', 'LICENSE']));
  }, TIMEOUT);

  it('declares each entry in one file named after it, and what they share in readable files with the source names', () => {
    const dist = join(consumer, 'node_modules', '@portal/sdk', 'dist');
    const declarations = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.d\.c?ts$/.test(f)).map((f) => f.split('\\').join('/'));
    const entries = readdirSync(join(root, 'sdk/entries')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
    for (const entry of entries) expect(declarations).toEqual(expect.arrayContaining([`${entry}.d.ts`, `${entry}.d.cts`]));
    // No hashed chunk names (`logout-Oolp-sF-.d.ts`): the entries, the catalogs and types/<area>.
    expect(declarations.filter((f) => !/^(types\/|i18n\/)?[a-z0-9-]+\.d\.c?ts$/.test(f))).toEqual([]);
    // Go-to-definition lands on the declaration under its own name, not on a one-letter alias.
    const declaring = (name: string) => declarations.filter((f) => f.endsWith('.d.ts') && readFileSync(join(dist, f), 'utf8').includes(`declare function ${name}(`));
    expect(declaring('createPortalClient')).toEqual(['index.d.ts']);
    expect(declaring('createListingClient')).toEqual(['listing.d.ts']);
    for (const file of declarations) expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(/\b[A-Za-z] as [A-Za-z]\w+[,}]/);
    // Declaration maps (not the catalogs', written by hand): each names only sources the package holds, under dist/src.
    for (const file of declarations.filter((f) => !f.startsWith('i18n/'))) {
      expect(readFileSync(join(dist, file), 'utf8'), file).toContain(`//# sourceMappingURL=${file.split('/').pop()!}.map`);
      const { sources } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
      for (const source of sources) {
        expect(join(dirname(file), source).split('\\').join('/'), `${file} -> ${source}`).toMatch(/^src\/(sdk|schemas|mocks)\//);
        expect(existsSync(join(dist, dirname(file), source)), `${file} -> ${source}`).toBe(true);
      }
    }
    expect((JSON.parse(readFileSync(join(dist, 'index.d.ts.map'), 'utf8')) as { sources: string[] }).sources).toContain('src/sdk/client/portal-client.ts');
  });

  it("go-to-definition in an editor (tsserver) opens the shipped TypeScript source, through the declaration maps", async () => {
    // A project of its own (the consumer's tsconfig lists other files): NodeNext, as an app on Node 20+ resolves the package.
    const project = join(consumer, 'goto');
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: [] }, files: ['goto.mts'],
    }));
    const file = join(project, 'goto.mts');
    const lines = ["import { createPortalClient } from '@portal/sdk';", "import { ProfileSummary } from '@portal/sdk/schemas';", 'export const used = [createPortalClient, ProfileSummary];'];
    writeFileSync(file, `${lines.join('\n')}\n`);
    // The editor's path: tsserver's definition command maps a declaration through its .d.ts.map to the source.
    const server = spawn(process.execPath, [join(root, 'node_modules/typescript/lib/tsserver.js'), '--disableAutomaticTypingAcquisition'], { cwd: consumer, stdio: ['pipe', 'pipe', 'ignore'] });
    const answers = new Map<number, (body: unknown) => void>();
    let buffer = '';
    server.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n').slice(0, -1)) {
        if (!line.startsWith('{')) continue;
        const message = JSON.parse(line) as { type: string; request_seq?: number; body?: unknown };
        if (message.type === 'response' && message.request_seq !== undefined) answers.get(message.request_seq)?.(message.body);
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
    let seq = 0;
    const request = (command: string, args: object) => new Promise<unknown>((resolve) => {
      seq += 1;
      answers.set(seq, resolve);
      server.stdin.write(`${JSON.stringify({ seq, type: 'request', command, arguments: args })}\n`);
    });
    try {
      void request('open', { file });
      const definition = async (name: string) => {
        // At the import's name, as an editor's go-to-definition (VS Code's request) on it.
        const line = lines.findIndex((l) => l.startsWith('import') && l.includes(name));
        const { definitions } = await request('definitionAndBoundSpan', { file, line: line + 1, offset: lines[line]!.indexOf(name) + 1 }) as {
          definitions: Array<{ file: string; start: { line: number } }>;
        };
        return definitions.map((d) => ({ file: d.file.split('\\').join('/'), text: readFileSync(d.file, 'utf8').split('\n')[d.start.line - 1] ?? '' }));
      };
      const installed = '/node_modules/@portal/sdk/dist/src/';
      expect(await definition('createPortalClient')).toEqual([
        { file: expect.stringContaining(`${installed}sdk/client/portal-client.ts`), text: expect.stringContaining('export function createPortalClient(') },
      ]);
      expect(await definition('ProfileSummary')).toEqual(expect.arrayContaining([
        { file: expect.stringContaining(`${installed}schemas/entities/profile.ts`), text: expect.stringContaining('ProfileSummary') },
      ]));
    } finally {
      server.kill();
    }
  }, TIMEOUT);

  /** The packages' own imports of a built file and the chunks it loads up front (not lazy import()s). */
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specs = [...code.matchAll(/(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|require\(['"]([^'"]+)['"]\)|^import\s*['"]([^'"]+)['"]/gm)]
      .map((m) => m[1] ?? m[2] ?? m[3] ?? '');
    return specs.flatMap((spec) => (spec.startsWith('.') ? staticImports(join(dirname(file), spec), seen) : [spec]));
  };

  it.each([
    ['@portal/sdk', 'react'],
    ['@portal/widgets', 'index'],
  ])("%s's %s entry is a client module: its built files start with 'use client'", (name, entry) => {
    for (const ext of ['js', 'cjs']) {
      const code = readFileSync(join(consumer, 'node_modules', name, 'dist', `${entry}.${ext}`), 'utf8');
      expect(code.startsWith("'use client';\n"), `${entry}.${ext}`).toBe(true);
    }
  });

  it.each(['index', 'queries', 'listing', 'schemas'])('the %s entry loads no React and no i18next, and is no client module', (entry) => {
    for (const ext of ['js', 'cjs']) {
      const file = join(consumer, 'node_modules', '@portal/sdk', 'dist', `${entry}.${ext}`);
      expect(readFileSync(file, 'utf8')).not.toMatch(/^['"]use client['"]/);
      expect(staticImports(file).filter((spec) => /^(react|react-dom|react-i18next|@tanstack\/react-query|i18next)(\/|$)/.test(spec)), `${entry}.${ext}`).toEqual([]);
    }
  });

  it.each([
    ['ESM', 'smoke.mjs', (id: string) => `await import('${id}')`],
    ['CJS', 'smoke.cjs', (id: string) => `require('${id}')`],
  ])('loads every entry and makes a call as %s', (_format, file, load) => {
    const body = smoke(load);
    writeFileSync(join(consumer, file), file.endsWith('.cjs') ? `(async () => {${body}})().catch((e) => { console.error(e); process.exit(1); });` : body);
    const out = JSON.parse(run('node', [file], consumer)) as Record<string, unknown>;
    expect(out).toEqual({
      names: ['Model 1'], fullList: 1, operations: operations.length, pageSize: 40, apiError: { a: 'b' },
      keys: ['profiles', 'list', { city_id: 10, page: 1 }], oneImplementation: true,
      prefetched: { key: ['profiles', 'list', { city_id: 10, page: 1 }, 'en'], names: ['Model 1'] },
      enCancel: 'Cancel', deIsLazyCatalog: true, deSection: [deForms.required, deForms.required, deMain.common.cancel], quote: 150,
    });
  }, TIMEOUT);

  it('type-checks a consumer program (ESM and CJS) with the repo tsc', () => {
    writeFileSync(join(consumer, 'check.mts'), `
import { useQuery } from '@tanstack/react-query';
import { ApiError, createPortalClient, isPortalError } from '@portal/sdk';
import type { PortalClient, ProfileSummary, ForgotPasswordOutcome } from '@portal/sdk';
import { ProfileSummary as ProfileSummarySchema, operations } from '@portal/sdk/schemas';
import { createListingClient } from '@portal/sdk/listing';
import { createQueryClient, portalQueries } from '@portal/sdk/react';
import { portalKeys, portalQueries as serverQueries } from '@portal/sdk/queries';
import { createI18n } from '@portal/sdk/i18n';
import type { ProfileListingWidgetProps } from '@portal/widgets';
import en from '@portal/sdk/i18n/en';

const client: PortalClient = createPortalClient({ baseUrl: 'https://api.example.test', locale: 'de', getToken: async () => null });
export async function firstName(): Promise<string | undefined> {
  const page = await client.profiles.list({ city_id: 1, statuses: ['VIP'] }, 2, { signal: AbortSignal.timeout(1000) });
  const first: ProfileSummary | undefined = page.data[0];
  return first?.name;
}
export async function outcome(): Promise<string> {
  const result: ForgotPasswordOutcome = await client.session.forgotPassword({ email: 'a@b.test' });
  return result.outcome === 'sent' ? result.message : String(result.status);
}
export function describeError(error: unknown): string {
  if (!isPortalError(error)) return 'unknown';
  if (error.kind === 'api') return String(error.status) + JSON.stringify(error.firstFieldErrors());
  return error.i18nKey;
}
// @ts-expect-error: one of the nine locales only
createPortalClient({ baseUrl: '', locale: 'xx' });
// @ts-expect-error: profile ids are numbers
void client.profiles.like('7');
export const parsed: boolean = ProfileSummarySchema.safeParse({}).success && operations.length > 0;
export const listing = createListingClient({ baseUrl: 'https://api.example.test' });
export const key: readonly unknown[] = portalQueries(client).profiles.list({ city_id: 1 }).queryKey;
export const qc = createQueryClient();
export const serverKey: readonly unknown[] = serverQueries(client).profiles.detail('model-1').queryKey;
export const allProfiles: readonly unknown[] = portalKeys.profiles.all;
export const i18nReady: Promise<unknown> = createI18n('de');
export const widgetProps: ProfileListingWidgetProps = { category: 'escort', locale: 'de', limit: 8 };
export const cancel: string = en.common.cancel;
export const apiError = new ApiError(500, null);
// Importing @portal/sdk/react registers nothing with TanStack: the host's own query keeps Error.
export function useOwnQuery(): Error | null {
  const own = useQuery({ queryKey: ['own'], queryFn: async () => 1 });
  // @ts-expect-error: TanStack's Error has no kind; only the app's own registration would add it
  void own.error?.kind;
  return own.error;
}
`);
    writeFileSync(join(consumer, 'check.cts'), `
import sdk = require('@portal/sdk');
import de = require('@portal/sdk/i18n/de');
const client = sdk.createPortalClient({ baseUrl: 'https://api.example.test' });
export const list: Promise<{ meta: { total_items: number } }> = client.profiles.list();
export const cancel: string = de.common.cancel;
export const size: number = sdk.PAGE_SIZE;
`);
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['ES2023', 'DOM'], strict: true, noEmit: true,
        skipLibCheck: false, types: [],
      },
      files: ['check.mts', 'check.cts'],
    }));
    expect(run(bin('tsc'), ['-p', 'tsconfig.json'], consumer)).toBe('');
  }, TIMEOUT);

  it('an error the CommonJS build throws is an SDK error, of its own class, for the ESM build (and back)', () => {
    writeFileSync(join(consumer, 'identity.mjs'), `
import { createRequire } from 'node:module';
import * as esm from '@portal/sdk';
import * as esmListing from '@portal/sdk/listing';
const cjs = createRequire(import.meta.url)('@portal/sdk');
const fetch = async () => { throw new TypeError('fetch failed'); };
const client = cjs.createPortalClient({ baseUrl: 'https://api.example.test', fetch, retry: false });
const error = await client.reference.countries().catch((e) => e);
let rethrown = false;
try {
  // The README's pattern: anything that is not the SDK's is thrown again.
  if (!esm.isPortalError(error)) throw error;
} catch {
  rethrown = true;
}
console.log(JSON.stringify({
  twoCopies: cjs.NetworkError !== esm.NetworkError,
  kind: error.kind,
  isPortalError: esm.isPortalError(error),
  rethrown,
  portalError: error instanceof esm.PortalError,
  networkError: error instanceof esm.NetworkError,
  listingNetworkError: error instanceof esmListing.NetworkError,
  apiError: error instanceof esm.ApiError,
  back: new esm.ApiError(500, null) instanceof cjs.ApiError && cjs.isPortalError(new esm.TimeoutError(5)),
  unknownLocale: new cjs.UnknownLocaleError('xx') instanceof esm.UnknownLocaleError,
}));
`);
    expect(JSON.parse(run('node', ['identity.mjs'], consumer))).toEqual({
      twoCopies: true, kind: 'network', isPortalError: true, rethrown: false, portalError: true, networkError: true,
      listingNetworkError: true, apiError: false, back: true, unknownLocale: true,
    });
  }, TIMEOUT);

  it('types the core, listing and schemas entries for a Node program without the DOM, i18next, React or TanStack (skipLibCheck off, ESM and CJS)', () => {
    // A project of its own: only the SDK and its dependencies installed, and Node's types.
    const node = join(work, 'node-only');
    nodeOnly = node;
    mkdirSync(node);
    writeFileSync(join(node, 'package.json'), JSON.stringify({ name: 'node-only', version: '1.0.0', private: true }));
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--omit=peer', tarball], node);
    for (const name of ['@types/node', 'undici-types']) {
      mkdirSync(dirname(join(node, 'node_modules', name)), { recursive: true });
      symlinkSync(join(root, 'node_modules', name), join(node, 'node_modules', name), 'dir');
    }
    for (const name of ['i18next', 'react', '@tanstack/react-query', '@tanstack/query-core']) expect(existsSync(join(node, 'node_modules', name)), name).toBe(false);
    const program = `
const client = createPortalClient({ baseUrl: 'https://api.example.test', locale: 'pt-BR', fetchOptions: { cache: 'no-store' } });
const listing = createListingClient({ baseUrl: 'https://api.example.test', locale: 'cs' });
export async function names(): Promise<string[]> {
  const page = await listing.profiles.list({ city_id: 1 }, 1, { signal: AbortSignal.timeout(1000) });
  return page.data.map((p) => p.name);
}
export async function countries(): Promise<number> {
  try {
    return (await client.reference.countries()).data.length;
  } catch (error) {
    if (!isPortalError(error)) throw error;
    return error.kind === 'api' ? -error.status : 0;
  }
}
export const valid: boolean = ProfileSummary.safeParse({}).success;
`;
    writeFileSync(join(node, 'check.mts'), `
import { createPortalClient, isPortalError } from '@portal/sdk';
import { createListingClient } from '@portal/sdk/listing';
import { ProfileSummary } from '@portal/sdk/schemas';
${program}`);
    writeFileSync(join(node, 'check.cts'), `
import { createPortalClient, isPortalError } from '@portal/sdk';
import { createListingClient } from '@portal/sdk/listing';
import { ProfileSummary } from '@portal/sdk/schemas';
${program}`);
    writeFileSync(join(node, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022'], types: ['node'], strict: true, noEmit: true,
        skipLibCheck: false,
      },
      files: ['check.mts', 'check.cts'],
    }));
    expect(run(bin('tsc'), ['-p', 'tsconfig.json'], node)).toBe('');
  }, TIMEOUT);

  it('types the same Node program with TypeScript 7 (tsgo, @typescript/native-preview), skipLibCheck off', () => {
    expect(nodeOnly, 'the Node program of the test above').not.toBe('');
    // The native compiler from the npm registry, in a folder of its own: the consumer's project keeps its own install.
    const ts7 = join(work, 'ts7');
    mkdirSync(ts7);
    writeFileSync(join(ts7, 'package.json'), JSON.stringify({ name: 'ts7', version: '1.0.0', private: true }));
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `@typescript/native-preview@${TYPESCRIPT_7}`], ts7);
    expect(run(join(ts7, 'node_modules/.bin/tsgo'), ['--version'], ts7)).toContain(TYPESCRIPT_7);
    expect(run(join(ts7, 'node_modules/.bin/tsgo'), ['-p', 'tsconfig.json'], nodeOnly)).toBe('');
  }, TIMEOUT);

  it('runs the contract kit from its bin: npx portal-sdk contract', async () => {
    // Asynchronous: the mock answers from this process while the kit runs in the consumer.
    const mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
    try {
      const logins = Object.values(DEMO_ACCOUNTS).flatMap(({ email, password }) => ['--login', `${email}:${password}`]);
      const { stdout } = await promisify(execFile)('npx', ['--no-install', 'portal-sdk', 'contract', '--api', mock.url, ...logins, '--json'], {
        cwd: consumer, env: { ...process.env, npm_config_update_notifier: 'false' },
      });
      const { summary } = JSON.parse(stdout) as { summary: { total: number; ok: number } };
      expect(summary.total).toBeGreaterThanOrEqual(38);
      expect(summary.ok).toBe(summary.total);
    } finally {
      await mock.close();
    }
  }, TIMEOUT);

  it.each([['@portal/sdk', () => tarball], ['@portal/widgets', () => widgetsTarball]])('publint reports nothing for %s', (_name, file) => {
    const out = run(bin('publint'), ['run', file(), '--strict'], consumer);
    expect(out).toMatch(/All good!/);
  }, TIMEOUT);

  it.each([
    ['@portal/sdk', () => tarball, [], false],
    ['@portal/widgets', () => widgetsTarball, ['--exclude-entrypoints', './styles.css'], ['./dist/styles.css']],
  ])('attw reports no problem for %s with node16 and bundler resolution', (name, file, options, sideEffects) => {
    // A stylesheet export has no types, so attw is told to skip it.
    // node10 resolution (TypeScript's legacy `moduleResolution: node`) cannot see subpath exports;
    // Node >= 20 consumers resolve with node16 or bundler, which are checked.
    const report = JSON.parse(run(bin('attw'), [file(), '--format', 'json', '--profile', 'node16', ...options], consumer)) as {
      problems: Record<string, Array<{ resolutionKind?: string }>>;
    };
    const problems = Object.values(report.problems).flat().filter((p) => p.resolutionKind !== 'node10');
    expect(problems).toEqual([]);
    // Every module tree-shakes; only the widgets' stylesheet has side effects.
    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules', name, 'package.json'), 'utf8')) as { sideEffects: unknown };
    expect(manifest.sideEffects).toEqual(sideEffects);
  }, TIMEOUT);
});
