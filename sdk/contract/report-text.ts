import { styleText } from 'node:util';
import type { ContractIssue } from './issues';
import type { ContractReport, ContractResult, ResultStatus } from './report';

/**
 * The terminal report: a line per call as it is checked, its issues indented under it, then a
 * summary. Colour only when the stream is a terminal (and NO_COLOR is not set).
 */
type Style = Parameters<typeof styleText>[0];
const STATUS_STYLE: Record<ResultStatus, Style> = { ok: 'green', drift: 'yellow', error: 'red', skipped: 'gray' };
const METHOD_WIDTH = 6;
const PATH_WIDTH = 44;

export interface TextReporter {
  result(result: ContractResult): void;
  summary(report: ContractReport): void;
}

export function createTextReporter(write: (text: string) => void, colour: boolean): TextReporter {
  const paint = (style: Style, text: string) => (colour ? styleText(style, text) : text);
  return {
    result(r) {
      const who = r.role ? ` as ${r.role}` : '';
      const step = r.step ? ` (${r.step})` : '';
      const path = r.path.length > PATH_WIDTH ? `${r.path.slice(0, PATH_WIDTH - 1)}…` : r.path.padEnd(PATH_WIDTH);
      const line = `${paint(STATUS_STYLE[r.status], r.status.padEnd(8))}${r.method.padEnd(METHOD_WIDTH)} ${path} ${r.operation}${step}${who}`;
      write(`${line}${r.status === 'skipped' && r.reason ? paint('gray', `: ${r.reason}`) : ''}\n`);
      if (r.status !== 'skipped' && r.reason) write(`        ${r.reason}\n`);
      for (const issue of r.issues) {
        write(`        ${paint('bold', issue.path)}: ${issue.message}\n`);
        write(`          expected ${issue.expected}, received ${issue.received}${paint('gray', verdict(issue))}\n`);
      }
    },
    summary({ summary: s }) {
      const parts = [
        paint('green', `${s.ok} ok`), paint(s.drift ? 'yellow' : 'green', `${s.drift} drift`),
        paint(s.error ? 'red' : 'green', `${s.error} error`), paint('gray', `${s.skipped} skipped`),
      ];
      const mode = [s.strict && 'strict', s.writes && 'writes'].filter(Boolean).join(', ');
      write(`\n${s.total} calls checked against ${s.api}${mode ? ` (${mode})` : ''}: ${parts.join(', ')}\n`);
      if (s.drift + s.error > 0) {
        const accepted = s.accepted ? `, ${s.accepted} accepted by the baseline` : '';
        write(`${s.tolerated} tolerated (the SDK leaves the broken parts out), ${s.breaking} breaking${accepted}; failing on ${s.failOn === 'any' ? 'any drift' : 'breaking drift only'} (--fail-on ${s.failOn})\n`);
      }
    },
  };
}

/** How the SDK reads past an issue, after its expected/received line. */
function verdict(issue: ContractIssue): string {
  const severity = (issue.severity ?? 'breaking') === 'tolerated' ? ' (tolerated: the SDK leaves it out)' : ' (breaking)';
  return `${severity}${issue.accepted ? ', accepted by the baseline' : ''}`;
}

/** Colour when writing to a terminal, unless NO_COLOR or FORCE_COLOR=0 says otherwise. */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR === '0') return false;
  return stream.isTTY === true;
}
