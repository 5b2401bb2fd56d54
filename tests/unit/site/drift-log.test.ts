import { describe, expect, it } from 'vitest';
import type { DriftReport } from '../../../sdk/client';
import { createPortalClient } from '../../../sdk/client';
import { createLogger } from '../../../ui/site/server/logger';
import { metricsRegistry } from '../../../ui/site/server/metrics';
import { schemaDriftLogEntry, schemaDriftReporter } from '../../../ui/site/server/drift-log';

const report: DriftReport = {
  method: 'GET',
  route: '/api/profile',
  path: '/api/profile',
  dropped: [
    { kind: 'entry', at: 'data[3]', itemId: 4, issues: [{ path: 'data[3].slug', message: 'Invalid input: expected string, received undefined' }] },
    { kind: 'entry', at: 'data[17]', itemId: 18, issues: [{ path: 'data[17].likes', message: 'Invalid input: expected number, received string' }] },
    { kind: 'section', at: 'data[20].main_image', itemId: 18, issues: [{ path: 'data[20].main_image.image', message: 'Invalid URL' }] },
  ],
};

describe('the server’s schema-drift log', () => {
  it('says per answer which operation, which items and which fields', () => {
    expect(schemaDriftLogEntry(report)).toEqual({
      msg: 'API answer of listProfiles broke its schema: 3 part(s) left out',
      event: 'schema-drift',
      operation: 'listProfiles',
      method: 'GET',
      route: '/api/profile',
      path: '/api/profile',
      itemIds: [4, 18],
      fields: ['data[3].slug', 'data[17].likes', 'data[20].main_image.image'],
      dropped: report.dropped,
    });
  });

  it('names an operation the API table does not have by its method and route', () => {
    expect(schemaDriftLogEntry({ ...report, route: '/api/unknown' }).operation).toBe('GET /api/unknown');
  });

  it('is one JSON line through the server logger per report, and counts the parts left out by operation', async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const before = await driftCount('listProfiles');
    schemaDriftReporter(log)(report);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd()).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', event: 'schema-drift', operation: 'listProfiles', itemIds: [4, 18], msg: expect.stringMatching(/listProfiles/) });
    expect(await driftCount('listProfiles')).toBe(before + 3);
  });
});

async function driftCount(operation: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('upstream_schema_drift_total')?.get();
  return metric?.values.find((v) => v.labels.operation === operation)?.value ?? 0;
}

describe('an answer broken in an essential part', () => {
  it('fails the call, and its one log line names the operation, the field and the rule; the drift metric counts it', async () => {
    const reports: DriftReport[] = [];
    const body = { data: { slug: 5 } };
    const client = createPortalClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
      onDrift: (r) => reports.push(r),
    });
    await expect(client.profiles.get('model-1')).rejects.toMatchObject({ kind: 'schema-mismatch' });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ method: 'GET', route: '/api/profile/{id}', dropped: [] });
    expect(reports[0]!.failed).toContainEqual({ path: 'data.slug', message: expect.any(String), rule: 'type string' });

    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const before = await driftCount('getProfile');
    schemaDriftReporter(log)(reports[0]!);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', event: 'schema-drift', operation: 'getProfile' });
    expect(line.fields).toContain('data.slug');
    expect(line.msg).toContain('data.slug: type string');
    expect(await driftCount('getProfile')).toBe(before + 1);
  });
});
