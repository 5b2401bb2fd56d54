// First: MSW, which the tests load after this, subclasses the Request this replaces.
import '../support/jsdom-request-bodies';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait up to 5 s (default 1 s): pages that load from the in-process mock
// backend take longer than that on a busy CI machine, and a person would wait too.
configure({ asyncUtilTimeout: 5000 });
