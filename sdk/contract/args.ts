import { parseArgs } from 'node:util';
import { FAIL_ON } from './report';
import type { FailOn } from './report';
import { DEFAULT_TIMEOUT_MS } from './runner';
import type { Login } from './runner';

/** What the command line asks for. */
export interface ContractArgs {
  api: string;
  logins: Login[];
  strict: boolean;
  writes: boolean;
  json: boolean;
  junit?: string;
  record?: string;
  failOn: FailOn;
  baseline?: string;
  timeoutMs: number;
  help: boolean;
}

/** Wrong or missing arguments: the message says which and how to fix it (exit 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `Usage: portal-sdk contract --api <base-url> [options]
       npm run contract -- --api <base-url> [options]

Checks a portal backend against the SDK's contract: every read (GET) operation of the operation
table, each answer's status, content type and body checked with the SDK's own zod schemas.

Options:
  --api <url>                 the API's base URL, e.g. https://api.example.test (required)
  --login <email:password>    also check the calls of this account's role (repeatable)
  --strict                    report fields the contract does not name as drift too
  --writes                    run reversible write journeys per login (like then unlike...); off by default
  --json                      print the report as JSON instead of text
  --junit <file>              also write a JUnit XML report (one testcase per call)
  --record <dir>              save every answer as a JSON file (secrets replaced), for MOCK_FIXTURES
  --fail-on <breaking|any>    what fails the run: any drift or error answer (any, the default), or
                              only what the SDK cannot read past (breaking; tolerated drift, which
                              the SDK leaves out while pages render, is reported but passes)
  --baseline <file>           known drift to accept: a report written with --json, or
                              { "accepted": [{ "operation", "path", "expected"? }] }
  --timeout <ms>              per-request timeout (default ${DEFAULT_TIMEOUT_MS})
  -h, --help                  show this help

Exit codes: 0 nothing fails the run (see --fail-on; skipped calls and accepted drift never do);
1 drift or an error answer; 2 the API cannot be reached, or the arguments or the baseline are wrong.`;

function parseLogin(value: string): Login {
  const colon = value.indexOf(':');
  // The value is never echoed: it holds a password.
  if (colon <= 0 || colon === value.length - 1) throw new UsageError('--login needs email:password, e.g. --login member@demo.test:Secret-1');
  return { email: value.slice(0, colon), password: value.slice(colon + 1) };
}

function parseApi(value: string | undefined): string {
  if (!value) throw new UsageError('--api <base-url> is required');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--api must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--api must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** Parses the arguments after `contract`; throws UsageError with a plain message. */
export function parseContractArgs(argv: readonly string[]): ContractArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        api: { type: 'string' },
        login: { type: 'string', multiple: true },
        strict: { type: 'boolean', default: false },
        writes: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        junit: { type: 'string' },
        record: { type: 'string' },
        'fail-on': { type: 'string' },
        baseline: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help) return { api: '', logins: [], strict: false, writes: false, json: false, failOn: 'any', timeoutMs: 0, help: true };
  const failOn = values['fail-on'] ?? 'any';
  if (!(FAIL_ON as readonly string[]).includes(failOn)) throw new UsageError(`--fail-on must be ${FAIL_ON.join(' or ')}, got "${failOn}"`);
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds, got "${values.timeout}"`);
  return {
    api: parseApi(values.api),
    logins: (values.login ?? []).map(parseLogin),
    strict: values.strict,
    writes: values.writes,
    json: values.json,
    ...(values.junit ? { junit: values.junit } : {}),
    ...(values.record ? { record: values.record } : {}),
    failOn: failOn as FailOn,
    ...(values.baseline ? { baseline: values.baseline } : {}),
    timeoutMs,
    help: false,
  };
}
