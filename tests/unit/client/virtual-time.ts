import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the calling file on a virtual clock: setTimeout, Date and performance are
 * faked, and whenever a timer is pending the clock jumps to it (checked every real millisecond).
 * Retry waits (RETRY_DELAY_MS, Retry-After up to the cap) then take no real time, while timers
 * still fire in their order and the elapsed virtual time is exactly what the code asked for.
 */
export function runOnVirtualClock(): void {
  let pump: ReturnType<typeof setInterval> | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    // setInterval is left real: it is the pump.
    pump = setInterval(() => vi.advanceTimersToNextTimer(), 1);
  });
  afterEach(() => {
    clearInterval(pump);
    vi.useRealTimers();
  });
}
