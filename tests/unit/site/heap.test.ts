import { describe, expect, it } from 'vitest';
import { readServeConfig } from '../../../ui/site/server/config';
import { CGROUP_MEMORY_LIMIT_FILES, cgroupLimitBytes, hasHeapFlag, memoryLimitBytes, workerHeapFlags } from '../../../ui/site/server/heap';

/** The workers' heap sized from the container's memory limit (ui/site/server/heap.ts). */
const MIB = 1024 * 1024;
const files = (contents: Record<string, string>) => (file: string) => contents[file] ?? null;

describe('the memory limit the heaps are sized from', () => {
  it('reads cgroup v2 memory.max, then v1 memory.limit_in_bytes, and treats "max" or v1\'s huge number as no limit', () => {
    const [v2, v1] = CGROUP_MEMORY_LIMIT_FILES;
    expect(memoryLimitBytes(undefined, files({ [v2]: '536870912\n' }))).toBe(512 * MIB);
    expect(memoryLimitBytes(undefined, files({ [v2]: 'max\n', [v1]: '268435456\n' }))).toBe(256 * MIB);
    expect(memoryLimitBytes(undefined, files({ [v1]: '9223372036854771712\n' }))).toBeNull();
    expect(memoryLimitBytes(undefined, files({}))).toBeNull();
    expect(cgroupLimitBytes('garbage')).toBeNull();
  });

  it('takes SITE_MEMORY_LIMIT_MB over the cgroup, and 0 there means no cap', () => {
    const cgroup = files({ [CGROUP_MEMORY_LIMIT_FILES[0]]: String(512 * MIB) });
    expect(memoryLimitBytes(1024, cgroup)).toBe(1024 * MIB);
    expect(memoryLimitBytes(0, cgroup)).toBeNull();
    const config = (value: string) => readServeConfig({ PORTAL_API_URL: 'https://api.portal.example', PUBLIC_ORIGIN: 'https://portal.example', SITE_MEMORY_LIMIT_MB: value });
    expect(config('512')).toMatchObject({ ok: true, config: { SITE_MEMORY_LIMIT_MB: 512 } });
    expect(config('')).toMatchObject({ ok: true, config: { SITE_MEMORY_LIMIT_MB: undefined } });
    expect(config('512Mi')).toEqual({ ok: false, problems: ['SITE_MEMORY_LIMIT_MB must be a whole number of MiB (0 = no heap cap) (got "512Mi")'] });
  });
});

describe("each worker's heap", () => {
  it("gives the old generation 3/16 of the worker's share, each semi-space 1/64 of it, and lets it grow to twice its live size: the deployment's 512 Mi, one worker, is 96 + 8 MiB", () => {
    expect(workerHeapFlags(512 * MIB, 1)).toEqual(['--max-old-space-size=96', '--max-semi-space-size=8', '--heap-growing-percent=100']);
    expect(workerHeapFlags(2048 * MIB, 2)).toEqual(['--max-old-space-size=192', '--max-semi-space-size=16', '--heap-growing-percent=100']);
  });

  it('keeps the old generation at 64 MiB or more and a semi-space between 1 and 16 MiB', () => {
    expect(workerHeapFlags(128 * MIB, 4)).toEqual(['--max-old-space-size=64', '--max-semi-space-size=1', '--heap-growing-percent=100']);
    expect(workerHeapFlags(16384 * MIB, 1)).toEqual(['--max-old-space-size=3072', '--max-semi-space-size=16', '--heap-growing-percent=100']);
  });

  it('sets nothing without a limit, and leaves a heap size given on the command line or in NODE_OPTIONS alone', () => {
    expect(workerHeapFlags(null, 1)).toEqual([]);
    expect(hasHeapFlag(['--max-old-space-size=300'], undefined)).toBe(true);
    expect(hasHeapFlag([], '--enable-source-maps --max-old-space-size=300')).toBe(true);
    expect(hasHeapFlag(['--cpu-prof'], '--enable-source-maps')).toBe(false);
  });
});
