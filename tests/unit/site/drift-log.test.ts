import { describe, expect, it } from 'vitest';
import type { DriftReport } from '../../../sdk/client';
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
