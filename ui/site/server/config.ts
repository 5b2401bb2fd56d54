import { availableParallelism } from 'node:os';
import * as z from 'zod';

/**
 * The configuration of the site server, from the environment, validated once at start: one schema
 * for `npm run serve` (the production server, serve.ts) and `npm start` (trying the site:
 * scripts/start.mjs, and `npm run dev`). A bad or missing value stops the start with a message
 * naming the variable and what it accepts. docs/production.md lists the same variables (a unit
 * test checks that it lists every key of these schemas).
 */

/** Default deadline of a page's data calls, counted from the start of the page (SSR_DATA_TIMEOUT_MS). */
export const DEFAULT_SSR_DATA_TIMEOUT_MS = 5_000;
/** How long a guest page stays in the micro-cache when SITE_MICRO_CACHE_MS is just "on" (1 or true). */
export const MICRO_CACHE_DEFAULT_MS = 3000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** An unset or empty variable counts as not given. */
const blankAsUnset = (value: unknown) => (text(value) === '' ? undefined : text(value));

const port = (what: string) =>
  z.preprocess(text, z.coerce.number({ error: `${what} must be a port number from 0 to 65535` })
    .int({ error: `${what} must be a port number from 0 to 65535` }).min(0).max(65535));

const milliseconds = (what: string, fallback: number, min = 0) =>
  z.preprocess(blankAsUnset, z.coerce.number({ error: `${what} must be a number of milliseconds` })
    .int({ error: `${what} must be a whole number of milliseconds` }).min(min, { error: `${what} must be at least ${min} ms` })
    .default(fallback));

const httpUrl = (what: string, example: string) =>
  z.preprocess(text, z.url({ protocol: /^https?$/, error: `${what} must be an http(s) URL, e.g. ${example}` }));

const apiUrl = httpUrl('PORTAL_API_URL', 'https://api.portal.example').transform((url) => url.replace(/\/+$/, ''));

const publicOrigin = httpUrl('PUBLIC_ORIGIN', 'https://portal.example')
  .refine((url) => new URL(url).pathname === '/' && !new URL(url).search, { error: 'PUBLIC_ORIGIN must be an origin only (scheme, host, port), e.g. https://portal.example' })
  .transform((url) => new URL(url).origin);

/** SITE_MICRO_CACHE_MS: unset, 0 or false = off (0); 1 or true = MICRO_CACHE_DEFAULT_MS; another number = that many ms. */
const microCacheMs = z.preprocess((v) => {
  const raw = typeof blankAsUnset(v) === 'string' ? (blankAsUnset(v) as string).toLowerCase() : undefined;
  if (raw === undefined || raw === 'false') return 0;
  return raw === 'true' || raw === '1' ? MICRO_CACHE_DEFAULT_MS : raw;
}, z.coerce.number({ error: 'SITE_MICRO_CACHE_MS must be a number of milliseconds, 0 or false (off), or true (on)' })
  .min(0, { error: 'SITE_MICRO_CACHE_MS must be a number of milliseconds, 0 or false (off), or true (on)' }));

/** SSR_DATA_TIMEOUT_MS: a positive whole number of milliseconds (`5s`, `1e3` or `0` are refused). */
const ssrDataTimeoutMs = z.preprocess(blankAsUnset, z.string()
  .regex(/^\d+$/, { error: 'SSR_DATA_TIMEOUT_MS must be a positive number of milliseconds' })
  .transform(Number)
  .refine((ms) => ms > 0, { error: 'SSR_DATA_TIMEOUT_MS must be a positive number of milliseconds' })
  .default(DEFAULT_SSR_DATA_TIMEOUT_MS));

const workers = z.preprocess((v) => {
  const raw = blankAsUnset(v);
  return raw === 'auto' ? availableParallelism() : raw;
}, z.coerce.number({ error: 'WEB_CONCURRENCY must be a number of worker processes (1 or more) or "auto"' })
  .int({ error: 'WEB_CONCURRENCY must be a whole number of worker processes or "auto"' })
  .min(1, { error: 'WEB_CONCURRENCY must be at least 1 (or "auto")' }).default(1));

/** SITE_MEMORY_LIMIT_MB: a whole number of MiB (0 = no heap cap); unset = the container's cgroup limit (heap.ts). */
const memoryLimitMb = z.preprocess(blankAsUnset, z.string()
  .regex(/^\d+$/, { error: 'SITE_MEMORY_LIMIT_MB must be a whole number of MiB (0 = no heap cap)' })
  .transform(Number)
  .optional());

/** TRUST_PROXY=true|false|<hop count>|<addresses/subnets>, e.g. "loopback, 10.0.0.0/8" (Express's `trust proxy`). */
const trustProxy = z.preprocess(blankAsUnset, z.string().optional()).transform((value): boolean | number | string => {
  if (value === undefined) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
});

/** What both commands read, with the same defaults. */
const SERVING = {
  PORT: z.preprocess(blankAsUnset, port('PORT').default(3000)).describe('Port of the site (default 3000; 0 = any free port)'),
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')).describe('Address to listen on (default 127.0.0.1; 0.0.0.0 in a container)'),
  SITE_MICRO_CACHE_MS: microCacheMs.describe(`Guest pages kept in memory this many ms (0/false = off, the default; true = ${MICRO_CACHE_DEFAULT_MS})`),
  SHUTDOWN_TIMEOUT_MS: milliseconds('SHUTDOWN_TIMEOUT_MS', 10_000).describe('On SIGTERM/SIGINT, how long requests in flight may take to finish (default 10000)'),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'))
    .describe('Log level of the JSON logs on stdout (default info; health checks are logged at debug)'),
  TRUST_PROXY: trustProxy.describe('Which proxies may set X-Forwarded-*: true, false, a hop count, or addresses/subnets (default loopback)'),
  SSR_DATA_TIMEOUT_MS: ssrDataTimeoutMs
    .describe(`Deadline of the API calls a server-rendered page waits for; past it the page answers 504 (default ${DEFAULT_SSR_DATA_TIMEOUT_MS})`),
};

/** `npm run serve`: the API and the public origin are required; workers and metrics are its own. */
export const SERVE_ENV = z.object({
  PORTAL_API_URL: apiUrl.describe('The API host: the /api proxy target and the server-side data calls'),
  PUBLIC_ORIGIN: publicOrigin
    .describe('The public origin: canonical links, hreflang, sitemaps, robots.txt and the CSRF check; never taken from the Host header'),
  ...SERVING,
  WEB_CONCURRENCY: workers.describe('Worker processes (node:cluster): a number, or "auto" for the available cores (default 1: no cluster)'),
  METRICS_PORT: z.preprocess(blankAsUnset, port('METRICS_PORT').optional()).describe('Port of the Prometheus metrics (GET /metrics) on HOST; unset = no metrics server'),
  SITE_MEMORY_LIMIT_MB: memoryLimitMb
    .describe("The memory limit (MiB) the workers' heaps are sized from; unset = the container's cgroup limit, 0 = no heap cap"),
});

/** `npm start` (and `npm run dev`): without an API the embedded mock serves, without an origin the listening address is it. */
export const START_ENV = z.object({
  PORTAL_API_URL: z.preprocess(blankAsUnset, apiUrl.optional()).describe('The API host; unset = the mock API, started in the same process'),
  PUBLIC_ORIGIN: z.preprocess(blankAsUnset, publicOrigin.optional()).describe('The public origin; unset = the address the site listens on'),
  ...SERVING,
  MOCK_FIXTURES: z.preprocess(blankAsUnset, z.string().optional()).describe('A folder of recorded API answers the embedded mock replays first (docs: the contract kit)'),
  SKIP_BUILD: z.preprocess(blankAsUnset, z.enum(['0', '1'], { error: 'SKIP_BUILD must be 1 (serve the existing build) or 0' }).optional())
    .transform((value) => value === '1').describe('1 = serve the existing build as it is (npm start builds first when a source is newer)'),
});

export type ServeConfig = z.output<typeof SERVE_ENV>;
/** What the site app takes from either command's configuration (prod.ts). */
export type ServingConfig = Pick<ServeConfig, 'TRUST_PROXY' | 'SITE_MICRO_CACHE_MS' | 'SSR_DATA_TIMEOUT_MS'>;
export type StartConfig = z.output<typeof START_ENV>;
export const SERVE_ENV_NAMES = Object.keys(SERVE_ENV.shape) as ReadonlyArray<keyof ServeConfig>;
export const START_ENV_NAMES = Object.keys(START_ENV.shape) as ReadonlyArray<keyof StartConfig>;

export type ConfigResult<C> = { readonly ok: true; readonly config: C } | { readonly ok: false; readonly problems: readonly string[] };

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and validates `schema`'s variables of `env`; `problems` name each bad variable and what it accepts. */
function readConfig<S extends z.ZodObject>(schema: S, env: Env): ConfigResult<z.output<S>> {
  const names = Object.keys(schema.shape);
  const input = Object.fromEntries(names.map((name) => [name, env[name]]));
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, config: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    const given = input[name];
    if (given === undefined || given === '') return `${name} is required (${(schema.shape[name] as z.ZodType).description ?? ''})`;
    return issue.message.startsWith(name) ? `${issue.message} (got "${given}")` : `${name}: ${issue.message} (got "${given}")`;
  });
  return { ok: false, problems };
}

export const readServeConfig = (env: Env): ConfigResult<ServeConfig> => readConfig(SERVE_ENV, env);
export const readStartConfig = (env: Env): ConfigResult<StartConfig> => readConfig(START_ENV, env);

/** The configuration, or the problems on stderr and exit 1 (the commands' start). */
export function configOrExit<C>(command: string, result: ConfigResult<C>): C {
  if (result.ok) return result.config;
  console.error(`${command}: invalid configuration\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
