import { operationIdOf } from '@portal/sdk/schemas';
import type { DriftReport } from '@portal/sdk';
import { recordSchemaDrift } from './metrics';

/**
 * Schema drift on the server: an API answer that broke its schema only in parts the
 * schemas declare droppable was used without them (see schemas/tolerance.ts). Each such answer is
 * one structured log line, so operators see which backend fields differ without the page failing.
 * An answer broken in an essential part fails its page (502); its one line (`failed`, at error
 * level) names the operation, each field and the rule it broke.
 */
/** The fields of the log line (the logger adds level, time and the request id). */
export interface SchemaDriftLogEntry {
  readonly msg: string;
  readonly event: 'schema-drift';
  /** The operation id (e.g. listProfiles; method and route when the API table does not have it), its method, route and the request path. */
  readonly operation: string;
  readonly method: string;
  readonly route: string;
  readonly path: string;
  /** Ids of the list entries left out (and of entities that lost a section). */
  readonly itemIds: ReadonlyArray<number | string>;
  /** JSON paths of the broken fields, e.g. `data[3].likes`. */
  readonly fields: readonly string[];
  /** Each part left out, with what the schema expects of its fields. */
  readonly dropped: DriftReport['dropped'];
  /** When the answer could not be read: the essential fields that broke, each with its rule. */
  readonly failed?: NonNullable<DriftReport['failed']>;
}

export function schemaDriftLogEntry(report: DriftReport): SchemaDriftLogEntry {
  const operation = operationIdOf(report.method, report.route) ?? `${report.method} ${report.route}`;
  const itemIds = [...new Set(report.dropped.flatMap((part) => (part.itemId === undefined ? [] : [part.itemId])))];
  const failed = report.failed ?? [];
  return {
    msg: failed.length > 0
      ? `API answer of ${operation} broke its schema in an essential part (${failed.map((f) => `${f.path}: ${f.rule}`).join(', ')}): the call failed`
      : `API answer of ${operation} broke its schema: ${report.dropped.length} part(s) left out`,
    event: 'schema-drift',
    operation,
    method: report.method,
    route: report.route,
    path: report.path,
    itemIds,
    fields: failed.length > 0 ? failed.map((f) => f.path) : report.dropped.flatMap((part) => part.issues.map((issue) => issue.path)),
    dropped: report.dropped,
    ...(failed.length > 0 ? { failed } : {}),
  };
}

/** The part of a logger (pino's) the drift report needs. */
export interface DriftLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The server's drift reporting seam: the SSR and sitemap clients' `onDrift`. Each drifted answer
 * is one JSON line through the server's logger (the page's request logger, so it carries the
 * request id) and counts in the `upstream_schema_drift_total` metric by operation (metrics.ts).
 */
export function schemaDriftReporter(log: DriftLogger): (report: DriftReport) => void {
  return (report) => {
    const { msg, ...details } = schemaDriftLogEntry(report);
    recordSchemaDrift(details.operation, report.dropped.length + (details.failed ? 1 : 0));
    if (details.failed) log.error(details, msg);
    else log.warn(details, msg);
  };
}
