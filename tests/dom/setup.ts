import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait up to 5 s (default 1 s): pages that load from the in-process mock
// backend take longer than that on a busy CI machine, and a person would wait too.
configure({ asyncUtilTimeout: 5000 });

/**
 * Under jsdom, `File` is jsdom's, but a multipart body that the mock backend reads back
 * (`request.formData()`, Node's undici) holds Node's own File, and `z.file()` checks
 * `instanceof File` against the global: every upload to the mock failed with "expected file".
 * Both are the same thing to the code under test, so `instanceof` (jsdom's) accepts Node's too.
 * jsdom's own checks (FormData.append, input.files) keep using its internal class.
 */
const DomFile = globalThis.File;
if (DomFile !== (NodeFile as unknown)) {
  const original = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(DomFile, Symbol.hasInstance, {
    configurable: true,
    value(this: unknown, value: unknown) {
      return original.call(this, value) || (this === DomFile && original.call(NodeFile, value));
    },
  });
}
