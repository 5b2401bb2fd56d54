import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriftReport } from '../../../sdk/client';
import { reportSchemaDrift, schemaDriftLogEntry } from '../../../ui/site/server/drift-log';

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

afterEach(() => vi.restoreAllMocks());

describe('the server’s schema-drift log', () => {
  it('says per answer which operation, which items and which fields', () => {
    expect(schemaDriftLogEntry(report, new Date('2026-11-25T01:00:00Z'))).toEqual({
      level: 'warn',
      time: '2026-11-25T01:00:00.000Z',
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

  it('writes one JSON line to stdout per report', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    reportSchemaDrift(report);
    expect(write).toHaveBeenCalledTimes(1);
    const text = String(write.mock.calls[0]![0]);
    expect(text.endsWith('\n')).toBe(true);
    expect(text.trimEnd()).not.toContain('\n');
    expect(JSON.parse(text)).toMatchObject({ event: 'schema-drift', operation: 'listProfiles', itemIds: [4, 18] });
  });
});
