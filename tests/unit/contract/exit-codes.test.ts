import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';
import { clearScenarios } from '../../../mocks/scenarios';
import { parseContractArgs, UsageError } from '../../../sdk/contract/args';
import { runCli } from './support';

/** Exit codes: 0 conforms, 1 drift or an error answer, 2 unreachable API or wrong arguments (with a clear message). */
let violating: MockHttpServer;
beforeAll(async () => {
  violating = await startMockHttpServer({ port: 0, host: '127.0.0.1', scenarios: 'schema-violation' });
});
afterAll(async () => {
  clearScenarios();
  await violating.close();
});

/** A port on 127.0.0.1 nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('portal-sdk contract exit codes', () => {
  it('exits 1 against MOCK_SCENARIO=schema-violation', async () => {
    const run = await runCli(['--api', violating.url]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^drift {3}GET {4}\/api\/profile +listProfiles$/m);
    expect(run.stdout).toContain('data: "data" must be an array but is a string');
    // Nothing usable was listed, so the calls that need a profile say why they were not made.
    expect(run.stdout).toMatch(/^skipped GET {4}\/api\/profile\/\{id\} +getProfile: no profile found in earlier answers \(GET \/api\/profile listed none\)$/m);
  });

  it('exits 2 with a clear message when the API cannot be reached', async () => {
    const api = `http://127.0.0.1:${await closedPort()}`;
    const run = await runCli(['--api', api]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`portal-sdk contract: Cannot reach the API at ${api}: ECONNREFUSED\n`);
  });

  it.each([
    [[], '--api <base-url> is required'],
    [['--api', 'api.example.test'], '--api must be an absolute http(s) URL, got "api.example.test"'],
    [['--api', 'ftp://api.example.test'], '--api must be an http(s) URL, got "ftp://api.example.test"'],
    [['--api', 'http://127.0.0.1:9', '--login', 'member@demo.test'], '--login needs email:password, e.g. --login member@demo.test:Secret-1'],
    [['--api', 'http://127.0.0.1:9', '--timeout', 'soon'], '--timeout must be a positive number of milliseconds, got "soon"'],
    [['--api', 'http://127.0.0.1:9', '--colour'], "Unknown option '--colour'"],
    [['--api', 'http://127.0.0.1:9', '--fail-on', 'some'], '--fail-on must be breaking or any, got "some"'],
  ])('exits 2 on wrong arguments %j', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`portal-sdk contract: ${message}`);
    expect(run.stderr).toContain('Usage: portal-sdk contract --api <base-url> [options]');
    expect(run.stdout).toBe('');
  });

  it('never echoes a password given in a malformed --login', () => {
    expect(() => parseContractArgs(['--api', 'http://x.test', '--login', 'Secret-pass-only'])).toThrow(UsageError);
    try {
      parseContractArgs(['--api', 'http://x.test', '--login', 'Secret-pass-only']);
    } catch (error) {
      expect((error as Error).message).not.toContain('Secret-pass-only');
    }
  });

  it('reads repeated logins, flags and files', () => {
    expect(parseContractArgs(['--api', 'https://api.example.test/', '--login', 'a@b.test:p:w', '--login', 'c@d.test:x', '--strict', '--writes', '--junit', 'r.xml', '--record', 'rec'])).toEqual({
      api: 'https://api.example.test', logins: [{ email: 'a@b.test', password: 'p:w' }, { email: 'c@d.test', password: 'x' }],
      strict: true, writes: true, json: false, junit: 'r.xml', record: 'rec', failOn: 'any', timeoutMs: 15_000, help: false,
    });
  });
});
