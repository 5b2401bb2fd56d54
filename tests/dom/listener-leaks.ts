/**
 * The dom project shares one jsdom per worker between test files (vitest.config.ts), so a listener
 * that a component or library leaves on `document` or `window` after its test is over keeps
 * handling the next file's events: a keyboard drag left active by an unmounted DndContext took the
 * next file's typed space as its drop. This records the listeners added to the two while a file
 * runs; those still attached when the file ends are removed, and the file fails, naming each with
 * where it was added, so a leak shows in the file that made it, every run, not now and then in
 * whichever file runs next.
 */

import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';

interface Added {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  capture: boolean;
  /** The frames of the call that added it. */
  origin: string;
  /** Ends what watches for it going by itself (a `once` call, its signal's abort). */
  unwatch: AbortController;
}

interface Recorder {
  live: Set<Added>;
  /** What was attached before the current file started: not its doing. */
  before: Set<Added>;
  /** Detaches a listener, past the recording. */
  detach(added: Added): void;
}

const KEY = Symbol.for('portal.tests.listenerLeaks');
const scope = globalThis as unknown as Record<symbol, Recorder | undefined>;

const captureOf = (options: boolean | EventListenerOptions | undefined): boolean =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

function install(): Recorder {
  // Kept for the document's life by design, so attached before recording starts: React's
  // selectionchange listener (with a document's first root) and user-event's focus tracking
  // (with a document's first setup).
  createRoot(document.createElement('div')).unmount();
  userEvent.setup();

  const { addEventListener, removeEventListener } = EventTarget.prototype;
  const recorder: Recorder = {
    live: new Set(),
    before: new Set(),
    detach: (added) => {
      removeEventListener.call(added.target, added.type, added.listener, added.capture);
      forget(added);
    },
  };
  const forget = (added: Added) => {
    recorder.live.delete(added);
    added.unwatch.abort();
  };
  const watched = (target: EventTarget) => target === document || target === window;
  const find = (target: EventTarget, type: string, listener: unknown, capture: boolean) => {
    for (const added of recorder.live) {
      if (added.target === target && added.type === type && added.listener === listener && added.capture === capture) return added;
    }
    return undefined;
  };

  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    addEventListener.call(this, type, listener, options);
    const capture = captureOf(options);
    if (!listener || !watched(this) || find(this, type, listener, capture)) return;
    const { once, signal } = typeof options === 'object' ? options : {};
    if (signal?.aborted) return;
    const origin = (new Error().stack ?? '').split('\n').slice(2, 8).join('\n');
    const added: Added = { target: this, type, listener, capture, origin, unwatch: new AbortController() };
    recorder.live.add(added);
    // A `once` listener is gone after its first call; one with a signal when the signal aborts.
    const watching = { once: true, signal: added.unwatch.signal };
    if (once) addEventListener.call(this, type, () => forget(added), { ...watching, capture });
    signal?.addEventListener('abort', () => forget(added), watching);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
    removeEventListener.call(this, type, listener, options);
    const added = watched(this) ? find(this, type, listener, captureOf(options)) : undefined;
    if (added) forget(added);
  };
  return recorder;
}

const recorder = (): Recorder => (scope[KEY] ??= install());

/** Starts recording for a file (its first beforeAll): what is attached now is not its doing. */
export function startRecordingListeners(): void {
  const { live, before } = recorder();
  before.clear();
  for (const added of live) before.add(added);
}

/**
 * Ends a file's recording (its last afterAll, when its renders are unmounted): detaches what the
 * file left on document or window, and throws naming each.
 */
export function detachLeftListeners(): void {
  const { live, before, detach } = recorder();
  const left = [...live].filter((added) => !before.has(added));
  for (const added of left) detach(added);
  if (left.length === 0) return;
  const list = left.map((a) => `- ${a.target === document ? 'document' : 'window'} "${a.type}"${a.capture ? ' (capture)' : ''}, added\n${a.origin}`);
  throw new Error(`This file left ${left.length} listener(s) on document or window, which the next file in this jsdom would get:\n${list.join('\n')}`);
}
