// First: MSW, which the tests load after this, subclasses the Request this replaces.
import '../support/jsdom-request-bodies';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../../mocks/node';
import { clearScenarios } from '../../mocks/scenarios';
import { discardStore } from '../../mocks/store';
import { detachLeftListeners, startRecordingListeners } from './listener-leaks';

/**
 * The dom project keeps one jsdom and one module cache per worker from one test file to the next
 * (`isolate: false`, vitest.config.ts). What a file may leave behind is reset here, so each file
 * starts on a blank page: no storage, no cookies, the URL at /, no attributes on <html> or
 * <body> (a dialog's scroll lock, pointer-events or aria-hidden), real timers, no spies, and the
 * mock backend as it starts: its store as seeded, its process-wide scenarios off, its handlers and
 * event listeners as the mock defines them. Listeners left on document or window fail the file
 * that left them (./listener-leaks.ts).
 *
 * Hooks registered here run before a file's own beforeAll and after its own afterAll.
 */
beforeAll(() => {
  startRecordingListeners();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  clearScenarios();
  discardStore();
});

afterAll(() => {
  // The file's request recorders on the shared mock server end with it (a body reader left
  // behind failed on the next file's GETs), and so do its one-off handlers (server.use).
  server.events.removeAllListeners();
  server.resetHandlers();
  // A spy a file forgot to restore (a failed test skips its mockRestore) ends with it too.
  vi.restoreAllMocks();
  detachLeftListeners();
});

afterEach(() => cleanup());

// findBy* and waitFor wait up to 5 s (default 1 s): pages that load from the in-process mock
// backend take longer than that on a busy CI machine, and a person would wait too.
configure({ asyncUtilTimeout: 5000 });
