import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer } from '../../../mocks/http/server';
import en from '../../../sdk/i18n/locales/en';
import type { MockHttpServer } from '../../../mocks/http/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { run as runTool } from './run';

/**
 * Apps another company writes, each installing the packed tarballs of @portal/sdk and
 * @portal/widgets (not the workspace) with React, TanStack Query, i18next and the framework
 * from the registry (the npm cache the repo's own install filled: --prefer-offline), at the
 * versions the repo pins:
 * - a Next.js App Router app with a `[locale]` segment: its layout renders `<html lang>` from
 *   `LOCALE_BCP47` (`/cz` is `lang="cs"`) and calls `notFound()` for any other segment; a server
 *   component fetches a listing with the React-free `@portal/sdk/queries` (Next's data cache
 *   revalidating it every minute) and hands it through `HydrationBoundary` to the widget (a client
 *   module); `error.tsx` renders when the API is down; `next build` (type-checked), then
 *   `next start` against the mock API;
 * - a Vite React app with the widget, served from one origin and calling the mock API on
 *   another (CORS), loaded in Chromium: the cards and their pictures, from the API's origin.
 * Node CommonJS and ESM scripts are pack.test.ts's ("loads every entry and makes a call as ...").
 * Nothing downloads a binary: Next's compiler is its @next/swc-linux-x64-gnu package, telemetry is off.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const TIMEOUT = 600_000;
const LIMIT = 4;
/** How long the browser test waits for what a person would wait for. */
const WAIT_MS = 30_000;

const versions = {
  ...(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies,
  ...(JSON.parse(readFileSync(join(root, 'ui/package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies,
};
const pinned = (name: string) => `${name}@${versions[name]!}`;

const ENV = { ...process.env, npm_config_update_notifier: 'false', NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = ENV): string => runTool(command, args, cwd, env);

let work = '';
let host = '';
let mock: MockHttpServer;


/** The host app's files: the Next.js app in app/, the Vite app in spa/ (one install for both). */
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022', lib: ['dom', 'dom.iterable', 'esnext'], skipLibCheck: true, strict: true, noEmit: true, esModuleInterop: true,
      module: 'esnext', moduleResolution: 'bundler', resolveJsonModule: true, isolatedModules: true, jsx: 'react-jsx',
      plugins: [{ name: 'next' }],
    },
    include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
    exclude: ['node_modules'],
  }),
  'next.config.mjs': 'export default { reactStrictMode: true };\n',
  // The root layout passes through: the [locale] layout renders the document, with its language.
  'app/layout.tsx': `
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
`,
  // A path outside the nine locales (/xx, /xx/anything): the [locale] layout's notFound() lands here.
  'app/not-found.tsx': `
export default function NotFound() {
  return <html lang="en"><body><h1>Page not found</h1></body></html>;
}
`,
  // "/" sends the visitor to the locale their browser asks for.
  'app/page.tsx': `
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { DEFAULT_LOCALE, matchAcceptLanguage } from '@portal/sdk';

export default async function Home() {
  redirect(\`/\${matchAcceptLanguage((await headers()).get('accept-language')) ?? DEFAULT_LOCALE}\`);
}
`,
  'app/[locale]/layout.tsx': `
import '@portal/widgets/styles.css';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { LOCALE_BCP47, isLocale } from '@portal/sdk';

/** The segment is one of the nine locales (\`/cz\` is Czech, served as lang="cs"); any other is a 404. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <html lang={LOCALE_BCP47[locale]}><body>{children}</body></html>;
}
`,
  // Rendered in place of the page when it throws: the API down, or an answer that breaks its schema.
  'app/[locale]/error.tsx': `'use client';

export default function ListingError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main>
      <h1>Listing unavailable</h1>
      <p role="alert">The portal does not answer right now. Try again in a minute.</p>
      <button type="button" onClick={() => reset()}>Try again</button>
    </main>
  );
}
`,
  'app/[locale]/providers.tsx': `'use client';
import { use, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createPortalClient } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { createI18n } from '@portal/sdk/i18n';
import { PortalClientProvider, createQueryClient } from '@portal/sdk/react';

/** One i18next instance per locale, created once. */
const ready = new Map<Locale, ReturnType<typeof createI18n>>();
const i18nOf = (locale: Locale) => ready.get(locale) ?? ready.set(locale, createI18n(locale)).get(locale)!;

export function Providers({ apiUrl, locale, children }: { apiUrl: string; locale: Locale; children: ReactNode }) {
  const i18n = use(i18nOf(locale));
  const [queryClient] = useState(() => createQueryClient());
  const [client] = useState(() => createPortalClient({ baseUrl: apiUrl, locale }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PortalClientProvider client={client}>{children}</PortalClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
`,
  // A server component: no 'use client'. The widget is a client module rendered from here.
  'app/[locale]/page.tsx': `
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { createPortalClient, isLocale } from '@portal/sdk';
import { portalQueries } from '@portal/sdk/queries';
import { ProfileListingWidget } from '@portal/widgets';
import { Providers } from './providers';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // The API's address is the server's environment at run time, not the build's.
  const apiUrl = process.env.PORTAL_API_URL ?? '';
  const client = createPortalClient({
    baseUrl: apiUrl,
    locale,
    // Next's data cache: the answer is reused for a minute, per URL and locale, then fetched again.
    fetchOptions: { next: { revalidate: 60, tags: ['profiles'] } },
  });
  const queryClient = new QueryClient();
  // fetchQuery throws when the API fails (prefetchQuery would not): error.tsx renders instead.
  await queryClient.fetchQuery(portalQueries(client).profiles.list({ category: 'escort' }, 1, ${LIMIT}));
  return (
    <main>
      <h1>Partner page</h1>
      <Providers apiUrl={apiUrl} locale={locale}>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <ProfileListingWidget category="escort" limit={${LIMIT}} locale={locale} ageConfirmed />
        </HydrationBoundary>
      </Providers>
    </main>
  );
}
`,
  'spa/index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Partner SPA</title></head>
  <body><main><h1>Partner SPA</h1><div id="root"></div></main><script type="module" src="./main.tsx"></script></body>
</html>
`,
  'spa/main.tsx': `
import '@portal/widgets/styles.css';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createPortalClient } from '@portal/sdk';
import { createI18n } from '@portal/sdk/i18n';
import { PortalClientProvider, createQueryClient } from '@portal/sdk/react';
import { ProfileListingWidget } from '@portal/widgets';

// The API is another origin than the page: its address comes in the page's query (?api=...).
const apiUrl = new URLSearchParams(location.search).get('api') ?? '';
const client = createPortalClient({ baseUrl: apiUrl, locale: 'en' });
const queryClient = createQueryClient();

void createI18n('en').then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PortalClientProvider client={client}>
          <ProfileListingWidget category="escort" limit={${LIMIT}} ageConfirmed />
        </PortalClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
});
`,
  // The smallest client given to the widget itself: no provider, the cards and pages only.
  'spa/ListingOnly.tsx': `
import { createListingClient } from '@portal/sdk/listing';
import { ProfileListingWidget } from '@portal/widgets';

const listing = createListingClient({ baseUrl: 'https://api.example.test', locale: 'de-DE' });

export function ListingOnly() {
  return <ProfileListingWidget client={listing} category="escort" limit={4} ageConfirmed />;
}
`,
  // The SPA's own type check (the Next app's type check also reads these files, with Next's plugin).
  'spa/tsconfig.json': JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { plugins: [] }, include: ['*.tsx'] }),
  'spa/vite.config.mjs': `
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ root: import.meta.dirname, base: './', plugins: [react()] });
`,
};

/** The names of the first page the widget shows, as the mock API answers them. */
async function expectedNames(): Promise<string[]> {
  const response = await fetch(`${mock.url}/api/profile?category=escort&per_page=${LIMIT}`);
  const body = (await response.json()) as { data: Array<{ name: string }> };
  return body.data.map((p) => p.name);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portal-consumers-'));
  const { sdk, widgets } = inject('packedTarballs');
  const tarballs = [sdk, widgets];
  host = join(work, 'host');
  mkdirSync(host);
  writeFileSync(join(host, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', private: true, type: 'module' }));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(host, file)), { recursive: true });
    writeFileSync(join(host, file), text);
  }
  // typescript and the types: `next build` would install what it misses itself (from the registry, at build time).
  run('npm', [
    'install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs,
    ...['next', 'react', 'react-dom', '@tanstack/react-query', 'i18next', 'react-i18next', 'vite', '@vitejs/plugin-react',
      'typescript', '@types/react', '@types/react-dom', '@types/node'].map(pinned),
  ], host);
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
}, TIMEOUT);

afterAll(async () => {
  await mock?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Resolves once the process printed `ready` on stdout; rejects if it exits first. */
function started(child: ChildProcess, ready: RegExp): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code} before it was ready:\n${output}`)));
  });
}

/** A free port on 127.0.0.1 (for a server that takes its port as an argument). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A static file server for a built folder, as a CDN would serve it. */
async function serveStatic(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('apps that install the packed SDK and widgets', () => {
  it('a Next.js App Router app with a [locale] segment builds, renders each locale with its lang, 404s others, caches the API for a minute and shows its error page when the API is down', async () => {
    const next = join(host, 'node_modules/next/dist/bin/next');
    run(process.execPath, [next, 'build'], host);
    const port = await freePort();
    // node runs next directly, so the pid is the server's (npx would leave it running when stopped).
    const server = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: host, env: { ...ENV, PORTAL_API_URL: mock.url }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const page = async (path: string, init?: RequestInit) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
      return { status: response.status, html: await response.text(), location: response.headers.get('location') };
    };
    const scenario = (scenarios: string) => fetch(`${mock.url}/__mock/scenario`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ scenarios }),
    });
    try {
      await started(server, /Ready in/);
      const names = await expectedNames();
      expect(names).toHaveLength(LIMIT);

      const en = await page('/en');
      expect(en.status).toBe(200);
      expect(en.html).toMatch(/<html lang="en"/);
      // Rendered on the server from the prefetched cache: the names and the pictures on the API's origin.
      for (const name of names) expect(en.html).toContain(`>${name}<`);
      expect(en.html).toMatch(new RegExp(`<img[^>]+src="${mock.url}/media/`));

      // The portal's Czech is cz in the path and on the wire, cs in the document (LOCALE_BCP47).
      const cz = await page('/cz');
      expect(cz.status).toBe(200);
      expect(cz.html).toMatch(/<html lang="cs"/);
      for (const name of names) expect(cz.html).toContain(`>${name}<`);

      for (const path of ['/xx', '/cs', '/EN']) {
        const unknown = await page(path);
        expect(unknown.status, path).toBe(404);
        expect(unknown.html, path).toContain('Page not found');
      }
      const home = await page('/', { redirect: 'manual', headers: { 'Accept-Language': 'el-GR,el;q=0.9,en;q=0.5' } });
      expect([307, 308]).toContain(home.status);
      expect(home.location).toMatch(/\/el$/);

      // Revalidation: for a minute the page is built from the answer Next cached, whatever the API says now.
      expect((await scenario('empty')).ok).toBe(true);
      const cached = await page('/en');
      for (const name of names) expect(cached.html).toContain(`>${name}<`);

      // The API down: a locale with nothing cached yet answers 500 with Next's error shell, and the
      // browser renders app/[locale]/error.tsx inside the locale's document.
      expect((await scenario('down')).ok).toBe(true);
      const down = await page('/de');
      expect(down.status).toBe(500);
      for (const name of names) expect(down.html).not.toContain(`>${name}<`);
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
      try {
        const tab = await browser.newPage();
        await tab.goto(`http://127.0.0.1:${port}/de`);
        await tab.getByRole('heading', { name: 'Listing unavailable' }).waitFor({ timeout: WAIT_MS });
        await tab.getByText('The portal does not answer right now.', { exact: false }).waitFor({ timeout: WAIT_MS });
        expect(await tab.evaluate(() => document.documentElement.lang)).toBe('de');
      } finally {
        await browser.close();
      }
    } finally {
      await scenario('');
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.exitCode === null) process.kill(server.pid!);
      await exited;
    }
  }, TIMEOUT);

  it('a Vite React app on another origin than the API shows the cards with their pictures, without console errors', async () => {
    // Its type check, one tsc run: the widget on a listing client compiles (ListingOnly.tsx), and
    // asking that client for the filter panel it cannot load is the one error, at the option itself
    // (a type error, not a panel missing at run time).
    const misuse = join(host, 'spa/FiltersOnListingClient.tsx');
    const line = "export const Filters = () => <ProfileListingWidget client={createListingClient({ baseUrl: 'https://api.example.test' })} showFilters />;";
    writeFileSync(misuse, `import { createListingClient } from '@portal/sdk/listing';\nimport { ProfileListingWidget } from '@portal/widgets';\n\n${line}\n`);
    try {
      let printed = '';
      try {
        run(process.execPath, [join(host, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'spa/tsconfig.json'], host);
      } catch (error) {
        printed = (error as Error).message;
      }
      const errors = printed.split('\n').filter((l) => /error TS\d+/.test(l)).map((l) => l.trim());
      expect(errors).toEqual([`spa/FiltersOnListingClient.tsx(4,${line.indexOf('showFilters') + 1}): error TS2322: Type 'true' is not assignable to type 'false'.`]);
    } finally {
      rmSync(misuse);
    }
    run(process.execPath, [join(host, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'spa/vite.config.mjs'], host);
    const site = await serveStatic(join(host, 'spa/dist'));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.url()}: ${response.status()}`);
      });
      await page.goto(`${site.url}/?api=${encodeURIComponent(mock.url)}`);

      const names = await expectedNames();
      const list = page.getByRole('list', { name: en.categories.escort.title });
      // A busy machine: wait as a person would for the page, the catalog and the API's answer.
      for (const name of names) await list.getByText(name, { exact: true }).waitFor({ timeout: WAIT_MS });
      const images = list.getByRole('listitem').locator('img');
      expect(await images.count()).toBe(LIMIT);
      // Every picture from the API's origin, and loaded (the page's own origin has no /media).
      await expect.poll(
        () => images.evaluateAll((nodes) => (nodes as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length),
        { timeout: WAIT_MS },
      ).toBe(LIMIT);
      const sources = await images.evaluateAll((nodes) => (nodes as HTMLImageElement[]).map((img) => img.src));
      for (const src of sources) expect(src.startsWith(`${mock.url}/media/`), src).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => site.server.close(() => resolve()));
    }
  }, TIMEOUT);
});
