import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';
import type { ContractReport } from '../../../sdk/contract/report';
import { runCli } from './support';

/**
 * A backend written by other people: the mock behind a proxy that drifts some answers. In the
 * profile listing one item lacks `slug`, another sends `likes` as a string and the first carries
 * a field the contract does not name; every business of the business listing sends `likes` as a
 * string (one line with a count); the reference call for currencies answers HTML.
 */
let mock: MockHttpServer;
let drifted: Server;
let api = '';
let work = '';

type Item = Record<string, unknown>;
function drift(pathname: string, body: { data?: Item[] }): void {
  const items = body.data ?? [];
  if (pathname === '/api/profile') {
    delete items[1]?.slug;
    if (items[3]) items[3].likes = String(items[3].likes);
    if (items[0]) items[0].nickname = 'undocumented';
  }
  if (pathname === '/api/business') for (const item of items) item.likes = String(item.likes);
}

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  drifted = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', mock.url);
      if (url.pathname === '/api/currency') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Maintenance</html>');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host')) as Record<string, string>;
      const upstream = await fetch(url, { method: req.method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) });
      const body = (await upstream.json()) as { data?: Item[] };
      if (upstream.ok) drift(url.pathname, body);
      res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => drifted.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(drifted.address() as AddressInfo).port}`;
  work = mkdtempSync(join(tmpdir(), 'portal-contract-drift-'));
});

afterAll(async () => {
  drifted.closeAllConnections();
  await new Promise((resolve) => drifted.close(resolve));
  await mock.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a drifted backend', () => {
  it('is reported field by field, with exit code 1, in JSON and in the JUnit file', async () => {
    const junit = join(work, 'contract.xml');
    const run = await runCli(['--api', api, '--json', '--junit', junit]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as ContractReport;
    const byOp = (id: string) => report.results.find((r) => r.operation === id);

    expect(byOp('listProfiles')).toMatchObject({ method: 'GET', path: '/api/profile', status: 'drift' });
    expect(byOp('listProfiles')?.issues).toEqual([
      { path: 'data[1].slug', expected: 'string', received: '(missing)', message: '"slug" is missing (it must be a string)', count: 1, severity: 'tolerated' },
      expect.objectContaining({ path: 'data[3].likes', expected: 'number', message: '"likes" must be a number but is a string', count: 1, severity: 'tolerated' }),
    ]);
    expect(byOp('listProfiles')?.issues[1]?.received).toMatch(/^"\d+"$/);

    // Forty businesses with the same drift read as one issue with a count.
    const likes = byOp('listBusinesses')?.issues ?? [];
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ path: 'data[*].likes', expected: 'number', count: 40 });
    expect(likes[0]?.message).toMatch(/^"likes" must be a number but is a string, on 40 items \(data\[0\]\.likes, data\[1\]\.likes, data\[2\]\.likes, …\)$/);

    expect(byOp('listCurrencies')).toMatchObject({ status: 'error' });
    expect(byOp('listCurrencies')?.issues.map((i) => i.path)).toEqual(['(content-type)', '(body)']);
    // Undocumented fields pass without --strict; the rest of the backend conforms.
    expect(JSON.stringify(report)).not.toContain('nickname');
    expect(report.summary).toMatchObject({ drift: 2, error: 1, tolerated: 2, breaking: 1, failOn: 'any' });
    expect(byOp('listCurrencies')?.issues.map((i) => i.severity)).toEqual(['breaking', 'breaking']);
    expect(report.results.filter((r) => r.status === 'ok').length).toBe(report.summary.total - 3 - report.summary.skipped);

    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="portal contract" tests="\d+" failures="3" skipped="10">/);
    expect(xml).toContain('<testcase classname="portal-contract.public" name="listProfiles: GET /api/profile">');
    expect(xml).toContain('<failure type="drift" message="data[1].slug: &quot;slug&quot; is missing (it must be a string)">');
    expect(xml).toMatch(/data\[3\]\.likes: &quot;likes&quot; must be a number but is a string \(expected number, received &quot;\d+&quot;; tolerated\)/);
    expect(xml).toContain('<testcase classname="portal-contract.public" name="listCountries: GET /api/country"></testcase>');
    expect(xml).toContain('<skipped message="needs a login with role MEMBER (--login email:password)"/>');
  });

  it('prints a readable text report: a line per call, the issues under it, a summary', async () => {
    const run = await runCli(['--api', api]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^drift {3}GET {4}\/api\/profile +listProfiles$/m);
    expect(run.stdout).toContain('        data[1].slug: "slug" is missing (it must be a string)\n          expected string, received (missing) (tolerated: the SDK leaves it out)\n');
    expect(run.stdout).toMatch(/^ok {6}GET {4}\/api\/country +listCountries$/m);
    expect(run.stdout).toMatch(/^skipped GET {4}\/api\/favorites +listFavorites: needs a login with role MEMBER/m);
    expect(run.stdout).toMatch(/\n\d+ calls checked against http:\/\/127\.0\.0\.1:\d+: \d+ ok, 2 drift, 1 error, 10 skipped\n/);
    expect(run.stdout).toMatch(/\n2 tolerated \(the SDK leaves the broken parts out\), 1 breaking; failing on any drift \(--fail-on any\)\n$/);
    // No colour codes when the output is not a terminal.
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('with --strict also reports the undocumented field', async () => {
    const run = await runCli(['--api', api, '--json', '--strict']);
    const report = JSON.parse(run.stdout) as ContractReport;
    expect(report.results.find((r) => r.operation === 'listProfiles')?.issues).toContainEqual(
      { path: 'data[0].nickname', expected: 'no such field', received: '"undocumented"', message: '"nickname" is not in the contract', count: 1, severity: 'tolerated' },
    );
    expect(report.summary.strict).toBe(true);
  });
});
