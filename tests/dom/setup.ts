// First: MSW, which the tests load after this, subclasses the Request this replaces.
import '../support/jsdom-request-bodies';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../../mocks/node';
import { clearScenarios } from '../../mocks/scenarios';

afterEach(() => cleanup());

// A file's listeners on the mock backend's life-cycle events (request recorders) end with it: the
// next file in this worker shares the server (a body reader left behind failed on its GETs).
afterAll(() => server.events.removeAllListeners());

/**
 * The dom project keeps one jsdom per worker from one test file to the next (`isolate: false`,
 * vitest.config.ts): each file starts on a blank page, with no storage, no cookies and the mock
 * backend's process-wide scenarios off and real timers, whatever the file before it left.
 */
beforeAll(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  clearScenarios();
});

// findBy* and waitFor wait up to 5 s (default 1 s): pages that load from the in-process mock
// backend take longer than that on a busy CI machine, and a person would wait too.
configure({ asyncUtilTimeout: 5000 });
