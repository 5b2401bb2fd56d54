import type { Role } from '../../schemas/constants';
import type { ContractIssue, Severity } from './issues';

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

/** What fails a run: any drift or error answer, or only what breaks the SDK's reading (`--fail-on`). */
export type FailOn = 'any' | 'breaking';
export const FAIL_ON = ['breaking', 'any'] as const satisfies readonly FailOn[];

export interface ContractSummary {
  api: string;
  strict: boolean;
  writes: boolean;
  total: number;
  ok: number;
  drift: number;
  error: number;
  skipped: number;
  /** Calls with drift the SDK reads past: it leaves the broken parts out and pages render. */
  tolerated: number;
  /** Calls the SDK cannot read: an error answer, or drift in an essential part. */
  breaking: number;
  /** Calls whose every issue the baseline accepts. */
  accepted: number;
  failOn: FailOn;
}

export interface ContractReport {
  results: ContractResult[];
  summary: ContractSummary;
}

export const EXIT = { ok: 0, failed: 1, unusable: 2 } as const;

/** An issue without a severity (a status, a network failure) breaks the SDK's reading. */
const breaks = (issue: ContractIssue) => (issue.severity ?? 'breaking') === 'breaking';
const failing = (r: ContractResult) => (r.status === 'drift' || r.status === 'error') ? r.issues.filter((i) => !i.accepted) : [];

/** The severity of a drifted or failed call: breaking when any of its issues is. */
export function severityOf(result: ContractResult): Severity | undefined {
  if (result.status !== 'drift' && result.status !== 'error') return undefined;
  return result.status === 'error' || result.issues.some(breaks) ? 'breaking' : 'tolerated';
}

export function summarize(
  results: readonly ContractResult[], base: Pick<ContractSummary, 'api' | 'strict' | 'writes'> & { failOn?: FailOn },
): ContractSummary {
  const count = (status: ResultStatus) => results.filter((r) => r.status === status).length;
  const failed = results.filter((r) => r.status === 'drift' || r.status === 'error');
  return {
    api: base.api, strict: base.strict, writes: base.writes,
    total: results.length, ok: count('ok'), drift: count('drift'), error: count('error'), skipped: count('skipped'),
    tolerated: failed.filter((r) => severityOf(r) === 'tolerated').length,
    breaking: failed.filter((r) => severityOf(r) === 'breaking').length,
    accepted: failed.filter((r) => r.issues.length > 0 && failing(r).length === 0).length,
    failOn: base.failOn ?? 'any',
  };
}

/**
 * 0 when nothing fails the run, 1 otherwise. `any` (the default): any drift or error answer the
 * baseline does not accept; `breaking`: only what the SDK cannot read past (an error answer,
 * drift in an essential part). Skipped calls never fail the run.
 */
export function exitCodeOf(report: ContractReport): number {
  return report.results.some((r) => failsRun(r, report.summary.failOn)) ? EXIT.failed : EXIT.ok;
}

/** Whether this call fails the run: an issue the baseline does not accept (only a breaking one with `--fail-on breaking`). */
export function failsRun(result: ContractResult, failOn: FailOn): boolean {
  const open = failing(result);
  return failOn === 'breaking' ? open.some(breaks) : open.length > 0;
}
