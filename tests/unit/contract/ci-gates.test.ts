import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';
import { CONTRACT_RULES, PATTERN_WORDS, HTTP_URL_PATTERN } from '../../../schemas/rules';
import { loadBaseline } from '../../../sdk/contract/baseline';
import { exitCodeOf, type ContractReport } from '../../../sdk/contract/report';
import { runContract } from '../../../sdk/contract/runner';
import { foldIssues } from '../../../sdk/contract/issues';
import { runCommand } from '../../../sdk/contract/command';

/**
 * The kit in a CI job: a backend whose profile answers carry drift the SDK reads past
 * (a cam link without a scheme, price lists of unequal length) and, when asked, drift it cannot
 * (a slug that is a number); its login refuses one account with a schema-valid answer without a
 * token. Severity, `--fail-on`, `--baseline`, counting and wording are checked on the report.
 */
let mock: MockHttpServer;
let backend: Server;
let api = '';
let work = '';
let breakSlug = false;
const REFUSED = { email: 'refused@example.test', password: 'Secret-pass-1' };

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  backend = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', mock.url);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && url.pathname === '/api/login' && body.toString().includes(REFUSED.email)) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { token: null, user: null }, message: 'The password is not correct!' }));
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host')) as Record<string, string>;
      const upstream = await fetch(url, { method: req.method, headers, ...(body.length ? { body } : {}) });
      const json = (await upstream.json()) as { data?: Record<string, unknown> };
      if (upstream.ok && /^\/api\/profile\/[^/]+$/.test(url.pathname) && json.data && !Array.isArray(json.data)) {
        const links = [{ platform: 'OnlyFans', url: 'onlyfans.com/viya' }];
        json.data.cam_links = links;
        (json.data.form as Record<string, unknown>).cam_links = links;
        json.data.my_price = { time: ['1 h', '2 h'], incall: [100], outcall: [null, 200] };
        if (breakSlug) json.data.slug = 5;
      }
      res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    })();
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  work = mkdtempSync(join(tmpdir(), 'portal-contract-ci-'));
});

afterAll(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
  await mock.close();
  rmSync(work, { recursive: true, force: true });
});

const run = (options: Partial<Parameters<typeof runContract>[0]> = {}) => runContract({ api, logins: [REFUSED], ...options });
const profileResult = (report: ContractReport) => report.results.find((r) => r.operation === 'getProfile')!;

describe('the contract kit in CI', () => {
  it('calls drift the SDK reads past tolerated, words rules plainly and counts each broken item once', async () => {
    const report = await run();
    const result = profileResult(report);
    expect(result.status).toBe('drift');
    expect(result.issues).toEqual([
      expect.objectContaining({ path: 'data.form.cam_links[0].url', expected: PATTERN_WORDS[String(HTTP_URL_PATTERN)], count: 1, severity: 'tolerated' }),
      expect.objectContaining({ path: 'data.cam_links[0].url', expected: PATTERN_WORDS[String(HTTP_URL_PATTERN)], count: 1, severity: 'tolerated' }),
      expect.objectContaining({ path: 'data.my_price', expected: CONTRACT_RULES['x-same-length'].description, count: 1, severity: 'tolerated' }),
    ]);
    expect(JSON.stringify(report)).not.toContain('custom');
    expect(report.summary).toMatchObject({ tolerated: 1, breaking: 0, failOn: 'any' });
    expect(exitCodeOf(report)).toBe(1);
    expect(exitCodeOf(await run({ failOn: 'breaking' }))).toBe(0);
  });

  it('reports a login the API refuses with a schema-valid answer (no token) as skipped, not as an error', async () => {
    const report = await run({ failOn: 'breaking' });
    const login = report.results.find((r) => r.operation === 'login')!;
    expect(login).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/refused: the answer carried no token/) });
    expect(report.summary.error).toBe(0);
  });

  it('fails on breaking drift even with --fail-on breaking', async () => {
    breakSlug = true;
    try {
      const report = await run({ failOn: 'breaking' });
      expect(profileResult(report).issues).toContainEqual(expect.objectContaining({ path: 'data.slug', severity: 'breaking' }));
      expect(report.summary.breaking).toBe(1);
      expect(exitCodeOf(report)).toBe(1);
    } finally {
      breakSlug = false;
    }
  });

  it('accepts the drift of a baseline (a --json report, or accepted entries) and still fails on new drift', async () => {
    const first = await run();
    const file = join(work, 'baseline.json');
    writeFileSync(file, JSON.stringify(first));
    const accepted = await run({ baseline: loadBaseline(file) });
    expect(profileResult(accepted).issues.every((i) => i.accepted)).toBe(true);
    expect(accepted.summary.accepted).toBe(1);
    expect(exitCodeOf(accepted)).toBe(0);

    const partial = join(work, 'partial.json');
    writeFileSync(partial, JSON.stringify({ accepted: [{ operation: 'getProfile', path: 'data.my_price' }] }));
    expect(exitCodeOf(await run({ baseline: loadBaseline(partial) }))).toBe(1);
  });

  it('takes --fail-on and --baseline on the command line; a baseline it cannot read is exit 2', async () => {
    const file = join(work, 'cli-baseline.json');
    writeFileSync(file, JSON.stringify(await run()));
    // The command in this process (the bin's whole body), its output caught.
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const printed = (spy: typeof out) => spy.mock.calls.map(([text]) => String(text)).join('');
    try {
      expect(await runCommand(['contract', '--api', api, '--baseline', file, '--fail-on', 'any'])).toBe(0);
      expect(printed(out)).toContain('accepted by the baseline');
      const broken = join(work, 'broken.json');
      writeFileSync(broken, '{"accepted": 3}');
      expect(await runCommand(['contract', '--api', api, '--baseline', broken])).toBe(2);
      expect(printed(err)).toContain(`--baseline ${broken} is neither a --json report nor`);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});

describe('counting', () => {
  it('counts an item that breaks one expectation twice (two checks of one field) once', () => {
    const issue = { expected: 'an http(s) URL', received: '"x"', message: '"url": Invalid url', count: 1 };
    const folded = foldIssues([
      { ...issue, path: 'data.cam_links[0].url' }, { ...issue, path: 'data.cam_links[0].url' },
      { ...issue, path: 'data.cam_links[1].url' }, { ...issue, path: 'data.cam_links[1].url' },
    ]);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({ path: 'data.cam_links[*].url', count: 2 });
  });
});
