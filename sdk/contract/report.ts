import type { Role } from '../../schemas/constants';
import type { ContractIssue } from './issues';

export type ResultStatus = 'ok' | 'drift' | 'error' | 'skipped';

/** One call checked (or skipped): a line of the terminal report, an item of `--json`, a testcase of `--junit`. */
export interface ContractResult {
  /** operationId of the operation table, e.g. `listProfiles`. */
  operation: string;
  method: string;
  /** The path as requested (parameters filled in), or the template when skipped. */
  path: string;
  status: ResultStatus;
  issues: ContractIssue[];
  /** The role whose login made the call; null for public calls. */
  role: Role | null;
  /** Why it was skipped or failed, in plain words. */
  reason?: string;
  /** A step of a `--writes` journey, e.g. `like` then `undo`. */
  step?: string;
}

export interface ContractSummary {
  api: string;
  strict: boolean;
  writes: boolean;
  total: number;
  ok: number;
  drift: number;
  error: number;
  skipped: number;
}

export interface ContractReport {
  results: ContractResult[];
  summary: ContractSummary;
}

export const EXIT = { ok: 0, failed: 1, unusable: 2 } as const;

export function summarize(results: readonly ContractResult[], base: Pick<ContractSummary, 'api' | 'strict' | 'writes'>): ContractSummary {
  const count = (status: ResultStatus) => results.filter((r) => r.status === status).length;
  return { ...base, total: results.length, ok: count('ok'), drift: count('drift'), error: count('error'), skipped: count('skipped') };
}

/** 0 when everything checked conforms, 1 on any drift or error answer (skipped calls do not fail the run). */
export const exitCodeOf = (report: ContractReport): number =>
  report.summary.drift + report.summary.error > 0 ? EXIT.failed : EXIT.ok;
