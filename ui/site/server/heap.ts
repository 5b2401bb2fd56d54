/**
 * The workers' V8 heap, sized from the container's memory limit. Left alone, V8 grows
 * the heap lazily towards its own default (a quarter of the machine's memory, not the pod's), so a
 * worker under sustained traffic reached 489 MB RSS against a 512 Mi limit. The rule, for each
 * worker's share of the limit (the limit divided by the number of workers):
 * - old generation (`--max-old-space-size`): 3/16 of the share, at least 64 MiB;
 * - each young-generation semi-space (`--max-semi-space-size`): 1/64 of the share, 1 to 16 MiB;
 * - the old generation grows to twice its live size between full collections
 *   (`--heap-growing-percent=100`). V8 derives that factor from the cap: 1.3 under a small one,
 *   so under 128 MiB a worker collected fully every few pages and spent 27 % of its CPU in the
 *   collector, twice the CPU per page of an uncapped one (bench/site-cpu.mjs, bench/RESULTS.md).
 * With the deployment's 512 Mi limit and one worker: 96 MiB + 8 MiB. The old generation is smaller
 * than a quarter of the share because it now fills more of its cap: with 128 MiB and the doubling
 * the worker's RSS reached 263 MB in the soak, with 96 MiB at most 227 MB, under the pod's 256 Mi
 * request (bench/site-soak.mjs, bench/RESULTS.md). A larger limit gives the worker more heap, and
 * so less collecting.
 * Pure functions here; serve.ts reads the limit and applies the flags to the workers it forks.
 */

const MIB = 1024 * 1024;
const OLD_SPACE_SHARE = 3 / 16;
const MIN_OLD_SPACE_MIB = 64;
const SEMI_SPACE_SHARE = 1 / 64;
const MAX_SEMI_SPACE_MIB = 16;
/** Between full collections the old generation may grow by this much of its live size. */
const HEAP_GROWING_PERCENT = 100;
/** cgroup v1 reports "no limit" as a huge number (the page-rounded maximum of a 64-bit counter). */
const NO_LIMIT_ABOVE = 2 ** 60;

/**
 * The memory limit in bytes from a cgroup file's text (v2 memory.max, v1 memory.limit_in_bytes):
 * null when unlimited ("max", or v1's huge number) or unreadable.
 */
export function cgroupLimitBytes(text: string | null): number | null {
  const value = text?.trim();
  if (!value || value === 'max' || !/^\d+$/.test(value)) return null;
  const bytes = Number(value);
  return bytes > 0 && bytes < NO_LIMIT_ABOVE ? bytes : null;
}

/** The cgroup files that may hold the container's memory limit, v2 first. */
export const CGROUP_MEMORY_LIMIT_FILES = ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes'] as const;

/**
 * The limit to size the heaps from: `SITE_MEMORY_LIMIT_MB` when set (0 = no cap), else the first
 * cgroup file that states one. `read` returns a file's text or null.
 */
export function memoryLimitBytes(configuredMb: number | undefined, read: (file: string) => string | null): number | null {
  if (configuredMb !== undefined) return configuredMb > 0 ? configuredMb * MIB : null;
  for (const file of CGROUP_MEMORY_LIMIT_FILES) {
    const bytes = cgroupLimitBytes(read(file));
    if (bytes !== null) return bytes;
  }
  return null;
}

/** The V8 flags of each worker for a memory limit shared by `workers` workers (none without a limit). */
export function workerHeapFlags(limitBytes: number | null, workers: number): string[] {
  if (limitBytes === null) return [];
  const shareMib = limitBytes / MIB / Math.max(1, workers);
  const oldSpace = Math.max(MIN_OLD_SPACE_MIB, Math.floor(shareMib * OLD_SPACE_SHARE));
  const semiSpace = Math.min(MAX_SEMI_SPACE_MIB, Math.max(1, Math.floor(shareMib * SEMI_SPACE_SHARE)));
  return [`--max-old-space-size=${oldSpace}`, `--max-semi-space-size=${semiSpace}`, `--heap-growing-percent=${HEAP_GROWING_PERCENT}`];
}

/** Whether the process was already given a heap size (on its command line or in NODE_OPTIONS): then that one holds. */
export function hasHeapFlag(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((arg) => arg.startsWith('--max-old-space-size'));
}
