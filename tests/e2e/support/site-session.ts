import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../mocks/seed/demo-accounts';
import type { DemoAccount } from '../../../mocks/seed/demo-accounts';
import { COOKIE_NAMES, serializeCookie, sessionCookies } from '../../../sdk/session';
import { startSite } from '../site-server';
import type { RunningSite } from '../site-server';
import { DESKTOP_USER_AGENT } from './chromium';

/**
 * One e2e file's site and browser, set up and torn down by the file's own hooks: the production
 * site with its embedded mock API on 127.0.0.1, Debian's Chromium (chromium.ts), and pages that are
 * past the 18+ gate (its cookie; browse.test covers the gate itself), signed in as an account when
 * asked, with their console errors and uncaught exceptions collected per test. A file's own hooks
 * set up before this one run before it (a backend the site must point at) and their afterAll after it.
 *
 * The site and Chromium are the run's shared ones (global-setup.ts): the file connects to the
 * browser and opens its own contexts (closed after the file), and the shared site's mock is put
 * back to its seed, with no scenario, before the file, so every file starts from the same state.
 * A file given `env` (another API, other settings) gets a site of its own, stopped by its process
 * id after the file.
 *
 *   const session = setUpSiteSession({ resetMock: true, context: { viewport: VIEWPORTS.phone, locale: 'en-GB' } });
 *   const { context, page } = await session.open({ as: 'model' });
 */
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** What the API answers to a login or a sign-up: the session the site's cookies are made of. */
export type AuthAnswer = { data: { token: string; user: Parameters<typeof sessionCookies>[0]['user'] } };

export interface SiteSessionOptions {
  /** The site process's environment (site-server.ts); a function when it depends on servers the file starts first. */
  readonly env?: Record<string, string> | (() => Record<string, string>);
  /** Puts the embedded mock back to its seed before the file (always done on the shared site). */
  readonly resetMock?: boolean;
  /** Every context's options (a desktop Chrome's user agent unless given), each `open` may override them. */
  readonly context?: BrowserContextOptions;
  /** Console errors the file provokes on purpose (4xx answers Chromium logs); any other one is a problem. */
  readonly expectedConsoleErrors?: RegExp;
  /** Connect to Chromium before the file's tests (true unless false); if false, when a test first needs it. */
  readonly launchBrowser?: boolean;
}

export interface ContextOptions extends BrowserContextOptions {
  /** Signed in as a demo account, or with a session the API gave (a login or a sign-up). */
  readonly as?: DemoAccount | AuthAnswer;
  /** Past the 18+ gate by its cookie (true unless false). */
  readonly ageConfirmed?: boolean;
}

export interface SiteSession {
  /** Whether the site started (an afterAll of the file may have nothing to clean up). */
  readonly started: boolean;
  readonly site: RunningSite;
  /** Problems of the pages `open` gave or `watch` was given, since the current test began. */
  readonly problems: string[];
  /** Debian's Chromium for this file (the run's, connected once). */
  browser(): Promise<Browser>;
  /** A fresh browser context as the options say (no page yet: a file may add init scripts first). */
  context(options?: ContextOptions): Promise<BrowserContext>;
  /** A fresh context and its page, watched for problems. */
  open(options?: ContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Collects the page's console errors (but the expected ones) and uncaught exceptions into `problems`. */
  watch(page: Page): void;
  /** Logs a demo account (or any email and password) in through the site's API proxy. */
  logIn(account: DemoAccount | { readonly email: string; readonly password: string }): Promise<AuthAnswer>;
  /** The session cookies of a login answer as a Cookie header (for plain `fetch` requests). */
  cookieHeader(answer: AuthAnswer): string;
  /** Switches the embedded mock's scenarios ('' for none); its control routes are on the API's own address. */
  scenario(scenarios: string): Promise<void>;
}

/** The site's session cookies of a login answer (the ones a login sets, not the ones it clears). */
const loginCookies = (answer: AuthAnswer) =>
  sessionCookies({ token: answer.data.token, user: answer.data.user, remember: false }, { secure: false }).filter((c) => c.maxAge !== 0);

/**
 * This worker's shared site as a RunningSite: its log and its process belong to the run (a file that
 * reads them starts a site of its own), so `output` says so and `stop` leaves it running.
 */
export function sharedSite(): RunningSite {
  const sites = inject('sharedSites');
  // VITEST_POOL_ID is the worker's number, 1 to maxWorkers: each worker has a site of its own.
  const { url, apiUrl, pid } = sites[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % sites.length]!;
  return {
    url,
    apiUrl,
    pid,
    output: () => {
      throw new Error('The shared site keeps its log: a file that reads it starts its own site (setUpSiteSession `env`).');
    },
    stop: async () => {},
  };
}

/** The shared site's mock back to its seed, with no scenario: a file starts where a fresh server would. */
async function resetSharedMock(apiUrl: string): Promise<void> {
  expect((await fetch(`${apiUrl}/__mock/reset`, { method: 'POST' })).ok, 'mock reset').toBe(true);
  const scenario = await fetch(`${apiUrl}/__mock/scenario`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenarios: '' }),
  });
  expect(scenario.ok, 'mock scenarios cleared').toBe(true);
}

/** The run's Chromium (global-setup.ts), connected for one file; closing it closes the file's contexts. */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

/** Registers the file's beforeAll/beforeEach/afterAll hooks and returns what its tests use. */
export function setUpSiteSession(options: SiteSessionOptions = {}): SiteSession {
  let site: RunningSite | undefined;
  let launched: Promise<Browser> | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    if (options.env === undefined) {
      site = sharedSite();
      await resetSharedMock(site.apiUrl);
    } else {
      site = await startSite(typeof options.env === 'function' ? options.env() : options.env);
      if (options.resetMock) expect((await fetch(`${site.apiUrl}/__mock/reset`, { method: 'POST' })).ok, 'mock reset').toBe(true);
    }
    if (options.launchBrowser !== false) await session.browser();
  }, 300_000);

  beforeEach(() => {
    problems.length = 0;
  });

  afterAll(async () => {
    try {
      await (await launched?.catch(() => undefined))?.close();
    } finally {
      await site?.stop();
    }
  });

  const running = (): RunningSite => {
    if (!site) throw new Error('The site is not running (setUpSiteSession starts it in beforeAll).');
    return site;
  };

  const session: SiteSession = {
    get started() {
      return site !== undefined;
    },
    get site() {
      return running();
    },
    problems,
    browser: () => (launched ??= connectBrowser()),
    async context({ as, ageConfirmed = true, ...overrides } = {}) {
      const { url } = running();
      const answer = typeof as === 'string' ? await session.logIn(as) : as;
      const context = await (await session.browser()).newContext({ userAgent: DESKTOP_USER_AGENT, ...options.context, ...overrides });
      const cookies = [
        ...(answer ? loginCookies(answer).map((c) => ({ name: c.name, value: c.value, url })) : []),
        ...(ageConfirmed ? [{ name: COOKIE_NAMES.ageConfirmed, value: '1', url }] : []),
      ];
      if (cookies.length > 0) await context.addCookies(cookies);
      return context;
    },
    async open(contextOptions) {
      const context = await session.context(contextOptions);
      const page = await context.newPage();
      session.watch(page);
      return { context, page };
    },
    watch(page) {
      page.on('console', (m) => {
        if (m.type() === 'error' && !options.expectedConsoleErrors?.test(m.text())) problems.push(`${page.url()} console.error: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
    },
    async logIn(account) {
      const { email, password } = typeof account === 'string' ? DEMO_ACCOUNTS[account] : account;
      const res = await fetch(`${running().url}/api/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email, password }),
      });
      expect(res.ok, `login ${email}: ${res.status}`).toBe(true);
      return (await res.json()) as AuthAnswer;
    },
    cookieHeader: (answer) => loginCookies(answer).map((c) => serializeCookie(c).split(';')[0]).join('; '),
    async scenario(scenarios) {
      const res = await fetch(`${running().apiUrl}/__mock/scenario`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenarios }),
      });
      expect(res.ok, `scenario '${scenarios}': ${res.status}`).toBe(true);
    },
  };
  return session;
}
