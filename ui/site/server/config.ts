import { availableParallelism } from 'node:os';
import * as z from 'zod';
import { MICRO_CACHE_DEFAULT_MS, microCacheMsFromEnv } from './micro-cache';

/**
 * The configuration of `npm run serve` (the production server): every environment variable it
 * reads, validated once at start. A bad or missing value stops the start with a message naming
 * the variable and what it accepts. The README's "Production" table lists the same variables
 * (a unit test checks that it lists every key of this schema).
 */
/** Default deadline of a page's data calls, counted from the start of the page (SSR_DATA_TIMEOUT_MS). */
export const DEFAULT_SSR_DATA_TIMEOUT_MS = 5_000;

/** SSR_DATA_TIMEOUT_MS: a positive whole number of milliseconds; anything else is refused at start. */
export function ssrDataTimeoutFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) <= 0) throw new Error(`SSR_DATA_TIMEOUT_MS must be a positive number of milliseconds, got "${value}"`);
  return Number(value);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** An unset or empty variable counts as not given. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const port = (what: string) =>
  z.preprocess(text, z.coerce.number({ error: `${what} must be a port number from 0 to 65535` })
    .int({ error: `${what} must be a port number from 0 to 65535` }).min(0).max(65535));

const milliseconds = (what: string, fallback: number, min = 0) =>
  z.preprocess((v) => blankAsUnset(text(v)), z.coerce.number({ error: `${what} must be a number of milliseconds` })
    .int({ error: `${what} must be a whole number of milliseconds` }).min(min, { error: `${what} must be at least ${min} ms` })
    .default(fallback));

const httpUrl = (what: string, example: string) =>
  z.preprocess(text, z.url({ protocol: /^https?$/, error: `${what} must be an http(s) URL, e.g. ${example}` }));

/** A variable read by a parser that `npm start` shares (it throws "..., got <value>" on a bad value). */
const parsedBy = <T>(parse: (value: string | undefined) => T) => z.string().optional().transform((value, ctx) => {
  try {
    return parse(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/, got .*$/, '') });
    return z.NEVER;
  }
});

/** Milliseconds a guest page may stay in the micro-cache; 0 = off (the parsing is micro-cache.ts's). */
const microCacheMs = parsedBy(microCacheMsFromEnv);

const workers = z.preprocess((v) => {
  const raw = blankAsUnset(text(v));
  return raw === 'auto' ? availableParallelism() : raw;
}, z.coerce.number({ error: 'WEB_CONCURRENCY must be a number of worker processes (1 or more) or "auto"' })
  .int({ error: 'WEB_CONCURRENCY must be a whole number of worker processes or "auto"' })
  .min(1, { error: 'WEB_CONCURRENCY must be at least 1 (or "auto")' }).default(1));

/** TRUST_PROXY=true|false|<hop count>|<addresses/subnets>, e.g. "loopback, 10.0.0.0/8" (Express's `trust proxy`). */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

const trustProxy = z.preprocess((v) => blankAsUnset(text(v)), z.string().optional())
  .transform((value) => trustProxyFromEnv(value) ?? 'loopback');

export const SERVE_ENV = z.object({
  PORTAL_API_URL: httpUrl('PORTAL_API_URL', 'https://api.portal.example')
    .transform((url) => url.replace(/\/+$/, ''))
    .describe('The API host: the /api proxy target and the server-side data calls'),
  PUBLIC_ORIGIN: httpUrl('PUBLIC_ORIGIN', 'https://portal.example')
    .refine((url) => new URL(url).pathname === '/' && !new URL(url).search, { error: 'PUBLIC_ORIGIN must be an origin only (scheme, host, port), e.g. https://portal.example' })
    .transform((url) => new URL(url).origin)
    .describe('The public origin: canonical links, hreflang, sitemaps, robots.txt and the CSRF check; never taken from the Host header'),
  PORT: z.preprocess(blankAsUnset, port('PORT').default(3000)).describe('Port of the site (default 3000; 0 = any free port)'),
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')).describe('Address to listen on (default 127.0.0.1; 0.0.0.0 in a container)'),
  WEB_CONCURRENCY: workers.describe('Worker processes (node:cluster): a number, or "auto" for the available cores (default 1: no cluster)'),
  METRICS_PORT: z.preprocess(blankAsUnset, port('METRICS_PORT').optional()).describe('Port of the Prometheus metrics (GET /metrics) on HOST; unset = no metrics server'),
  SITE_MICRO_CACHE_MS: microCacheMs.describe(`Guest pages kept in memory this many ms (0/false = off, the default; true = ${MICRO_CACHE_DEFAULT_MS})`),
  SHUTDOWN_TIMEOUT_MS: milliseconds('SHUTDOWN_TIMEOUT_MS', 10_000).describe('On SIGTERM/SIGINT, how long requests in flight may take to finish (default 10000)'),
  LOG_LEVEL: z.preprocess((v) => blankAsUnset(text(v)), z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'))
    .describe('Log level of the JSON logs on stdout (default info; health checks are logged at debug)'),
  TRUST_PROXY: trustProxy.describe('Which proxies may set X-Forwarded-*: true, false, a hop count, or addresses/subnets (default loopback)'),
  SSR_DATA_TIMEOUT_MS: parsedBy((value) => ssrDataTimeoutFromEnv(value) ?? DEFAULT_SSR_DATA_TIMEOUT_MS)
    .describe(`Deadline of the API calls a server-rendered page waits for; past it the page answers 504 (default ${DEFAULT_SSR_DATA_TIMEOUT_MS})`),
});

export type ServeConfig = z.output<typeof SERVE_ENV>;
export const SERVE_ENV_NAMES = Object.keys(SERVE_ENV.shape) as ReadonlyArray<keyof ServeConfig>;

export type ConfigResult = { readonly ok: true; readonly config: ServeConfig } | { readonly ok: false; readonly problems: readonly string[] };

/** Reads and validates the configuration; `problems` name each bad variable and what it accepts. */
export function readServeConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  const input = Object.fromEntries(SERVE_ENV_NAMES.map((name) => [name, env[name]]));
  const parsed = SERVE_ENV.safeParse(input);
  if (parsed.success) return { ok: true, config: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    const given = input[name];
    if (given === undefined || given === '') return `${name} is required (${SERVE_ENV.shape[name as keyof ServeConfig].description ?? ''})`;
    return issue.message.startsWith(name) ? `${issue.message} (got "${given}")` : `${name}: ${issue.message} (got "${given}")`;
  });
  return { ok: false, problems };
}
