import { readFileSync } from 'node:fs';
import type { ContractIssue } from './issues';
import type { ContractResult } from './report';

/**
 * `--baseline FILE`: drift a team knows of and accepts. Each entry names an operation and a field
 * (list indexes as `[*]`), optionally what the contract expects there; a matching issue is still
 * reported, marked accepted, and never fails the run. The file is either a report the kit wrote
 * with `--json` (every issue in it is accepted) or `{ "accepted": [{ "operation", "path", "expected"? }] }`.
 */
export interface BaselineEntry {
  operation: string;
  path: string;
  expected?: string;
}

/** A baseline file that cannot be used: the message says why (exit 2). */
export class BaselineError extends Error {
  override name = 'BaselineError';
}

const folded = (path: string) => path.replace(/\[\d+\]/g, '[*]');

function entriesOf(json: unknown): BaselineEntry[] | null {
  if (json === null || typeof json !== 'object') return null;
  const { accepted, results } = json as { accepted?: unknown; results?: unknown };
  if (Array.isArray(accepted)) {
    const valid = accepted.every((e: Partial<BaselineEntry> | null) =>
      typeof e?.operation === 'string' && typeof e.path === 'string' && (e.expected === undefined || typeof e.expected === 'string'));
    return valid ? (accepted as BaselineEntry[]) : null;
  }
  if (Array.isArray(results)) {
    return (results as Partial<ContractResult>[]).flatMap((r) =>
      (r.issues ?? []).map((i: ContractIssue) => ({ operation: String(r.operation), path: i.path, expected: i.expected })));
  }
  return null;
}

export function loadBaseline(file: string): BaselineEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BaselineError(`--baseline ${file} cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const entries = entriesOf(json);
  if (!entries) throw new BaselineError(`--baseline ${file} is neither a --json report nor { "accepted": [{ "operation", "path" }] }`);
  return entries;
}

/** Marks the issues of `result` the baseline accepts. */
export function applyBaseline(result: ContractResult, entries: readonly BaselineEntry[]): ContractResult {
  if (entries.length === 0 || result.issues.length === 0) return result;
  const issues = result.issues.map((issue) => {
    const accepted = entries.some((e) => e.operation === result.operation && folded(e.path) === folded(issue.path)
      && (e.expected === undefined || e.expected === issue.expected));
    return accepted ? { ...issue, accepted: true } : issue;
  });
  return { ...result, issues };
}
