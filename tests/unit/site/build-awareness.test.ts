import { describe, expect, it } from 'vitest';
import { MANIFEST_POLL_MS, RELOAD_GUARD_MS } from '../../../schemas/constants';
import { MAX_POLL_MS, buildMetaPath, isNewBuild, nextPollDelay, readBuildId } from '../../../ui/site/build/build-id';
import { RELOAD_GUARD_KEY, claimReload } from '../../../ui/site/build/reload-guard';
import type { GuardStorage } from '../../../ui/site/build/reload-guard';
import { buildIdOf } from '../../../ui/site/server/build-plugin';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('build ids', () => {
  it('are a digest of the output file names, independent of their order', () => {
    const a = buildIdOf(['assets/a-1.js', 'assets/b-2.js']);
    expect(a).toBe(buildIdOf(['assets/b-2.js', 'assets/a-1.js']));
    expect(a).not.toBe(buildIdOf(['assets/a-1.js', 'assets/b-3.js']));
    expect(a).toMatch(/^[\w-]{12}$/);
  });

  it('are read from latest.json only when well formed', () => {
    expect(readBuildId({ id: 'abc', timestamp: 1 })).toBe('abc');
    expect(readBuildId({ id: '' })).toBeNull();
    expect(readBuildId({ id: 42 })).toBeNull();
    expect(readBuildId('<html>proxy error</html>')).toBeNull();
    expect(readBuildId(null)).toBeNull();
    expect(readBuildId({ id: 'x'.repeat(200) })).toBeNull();
  });

  it('count as new only when a different, known id is live', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
    expect(isNewBuild('', 'b')).toBe(false); // dev pages have no build id
  });

  it('name their meta file safely', () => {
    expect(buildMetaPath('a/b')).toBe('/builds/meta/a%2Fb.json');
  });
});

describe('polling back-off', () => {
  it('starts at the spec interval, doubles, and is capped at a minute', () => {
    expect(nextPollDelay(0)).toBe(MANIFEST_POLL_MS);
    expect(nextPollDelay(1)).toBe(MANIFEST_POLL_MS * 2);
    expect(nextPollDelay(3)).toBe(MANIFEST_POLL_MS * 8);
    expect(nextPollDelay(1000)).toBe(MAX_POLL_MS);
    expect(nextPollDelay(-5)).toBe(MANIFEST_POLL_MS);
  });
});

describe('reload guard (a failed chunk reloads once, never in a loop)', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within RELOAD_GUARD_MS', () => {
    const storage = memoryStorage();
    claimReload(storage, 1_000_000);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('allows a reload again once the guard has expired', () => {
    const storage = memoryStorage();
    claimReload(storage, 1_000_000);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('treats a time from the future (clock moved back) as expired', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, String(5_000_000));
    expect(claimReload(storage, 1_000_000)).toBe(true);
  });

  it('ignores garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, 'not a number');
    expect(claimReload(storage, 1_000_000)).toBe(true);
  });

  it('never reloads without working storage (cannot tell a loop from a first failure)', () => {
    expect(claimReload(null, 1)).toBe(false);
    const throwing: GuardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(claimReload(throwing, 1)).toBe(false);
  });
});
