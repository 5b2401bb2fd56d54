import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Exchange } from './http';
import type { RecordedExchange } from './recording';
import { scrub, scrubHeaders } from './recording';

export interface Recorder {
  /** Saves one answer; `name` says what it was (operation id, role). */
  save(exchange: Exchange, name: string): void;
  /** The e-mail addresses to hide, once the logins are known. */
  readonly emails: string[];
}

function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `--record DIR`: one JSON file per answer, numbered in the order they came, secrets replaced. */
export function createRecorder(dir: string): Recorder {
  mkdirSync(dir, { recursive: true });
  const emails: string[] = [];
  let n = 0;
  return {
    emails,
    save(exchange, name) {
      n += 1;
      const recorded: RecordedExchange = {
        request: { ...exchange.request, query: { ...exchange.request.query } },
        response: {
          status: exchange.response.status,
          headers: scrubHeaders(exchange.response.headers),
          body: scrub(parsedBody(exchange.response.text), emails),
        },
      };
      const file = `${String(n).padStart(3, '0')}-${name.replace(/[^\w.-]+/g, '-')}.json`;
      writeFileSync(join(dir, file), `${JSON.stringify(recorded, null, 2)}\n`);
    },
  };
}
