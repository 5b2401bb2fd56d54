import { mulberry32 } from './seed/prng';

/**
 * Named, composable failure and data presets. A request's scenarios are the union of:
 * the process-wide set (setScenarios(), POST /__mock/scenario, env MOCK_SCENARIO, or the page's
 * ?scenario= read by mocks/browser.ts), the `x-mock-scenario` request header and the request's
 * own `?scenario=` parameter. Names are comma-separated; some take a parameter after a colon:
 * `slow:300` (delay in ms), `flaky:50` (failure share in percent).
 */
export const SCENARIOS = [
  'empty', 'slow', 'flaky', 'down', 'malformed', 'schema-violation', 'payment-unavailable', 'expired-token',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_PARAM = 'scenario';
export const DEFAULT_SLOW_MS = 1500;
export const DEFAULT_FLAKY_RATE = 0.3;

/** Seed of the flaky generator: the same calls in the same order fail the same way. */
export const FLAKY_SEED = 429_503;

export interface ActiveScenarios {
  names: ReadonlySet<ScenarioName>;
  slowMs: number;
  flakyRate: number;
}

const isScenario = (name: string): name is ScenarioName => (SCENARIOS as readonly string[]).includes(name);

/** Parses `flaky:50,slow` into names and parameters; unknown names are reported, not applied. */
export function parseScenarios(spec: string | readonly string[] | null | undefined): ActiveScenarios & { unknown: string[] } {
  const parts = (typeof spec === 'string' ? spec.split(',') : [...(spec ?? [])].flatMap((s) => s.split(',')))
    .map((s) => s.trim())
    .filter(Boolean);
  const names = new Set<ScenarioName>();
  const unknown: string[] = [];
  let slowMs = DEFAULT_SLOW_MS;
  let flakyRate = DEFAULT_FLAKY_RATE;
  for (const part of parts) {
    const [name = '', arg] = part.split(':');
    if (!isScenario(name)) {
      unknown.push(part);
      continue;
    }
    names.add(name);
    const value = arg === undefined ? NaN : Number(arg);
    if (name === 'slow' && Number.isFinite(value) && value >= 0) slowMs = value;
    if (name === 'flaky' && Number.isFinite(value) && value >= 0 && value <= 100) flakyRate = value / 100;
  }
  return { names, slowMs, flakyRate, unknown };
}

let global: ActiveScenarios = parseScenarios([]);
let flakyRandom = mulberry32(FLAKY_SEED);

/** Switches the process-wide scenarios (Storybook controls, tests, POST /__mock/scenario). */
export function setScenarios(spec: string | readonly string[]): ActiveScenarios & { unknown: string[] } {
  const parsed = parseScenarios(spec);
  global = { names: parsed.names, slowMs: parsed.slowMs, flakyRate: parsed.flakyRate };
  resetScenarioRandom();
  return parsed;
}

export const clearScenarios = (): void => {
  setScenarios([]);
};

export const getScenarios = (): ActiveScenarios => global;

let faultsInjected = 0;

/** Restarts the flaky sequence and its fault count (reset does this too). */
export function resetScenarioRandom(): void {
  flakyRandom = mulberry32(FLAKY_SEED);
  faultsInjected = 0;
}

/** Counts one failure the flaky scenario made (shown by GET /__mock/scenario as `faults_injected`). */
export function countFault(): void {
  faultsInjected += 1;
}

/** How many failures the flaky scenario made since the last reset or scenario switch. */
export const faultCount = (): number => faultsInjected;

/** The next draw of the flaky generator, in [0, 1). */
export const flakyDraw = (): number => flakyRandom();

/** The process-wide set plus what the request asks for in its header or query. */
export function scenariosFor(request: Request): ActiveScenarios {
  const header = request.headers.get(SCENARIO_HEADER);
  const param = new URL(request.url).searchParams.getAll(SCENARIO_PARAM);
  if (!header && param.length === 0) return global;
  const local = parseScenarios([header ?? '', ...param]);
  return {
    names: new Set([...global.names, ...local.names]),
    slowMs: local.names.has('slow') ? local.slowMs : global.slowMs,
    flakyRate: local.names.has('flaky') ? local.flakyRate : global.flakyRate,
  };
}

/** MOCK_SCENARIO in Node (the HTTP server, vitest); the browser has no process. */
if (typeof process !== 'undefined' && process.env?.MOCK_SCENARIO) setScenarios(process.env.MOCK_SCENARIO);
