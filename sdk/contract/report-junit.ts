import type { ContractReport, ContractResult, FailOn } from './report';
import { failsRun } from './report';

/**
 * `--junit FILE`: one testcase per call (classname: the role, or `public`), a failure per call that
 * fails the run (`--fail-on`, `--baseline`) with every issue in its text, the issues of one that
 * does not (tolerated or accepted drift) as its output, skipped ones with their reason.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
    // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

function testcase(r: ContractResult, failOn: FailOn): string {
  const name = `${r.operation}${r.step ? ` (${r.step})` : ''}: ${r.method} ${r.path}`;
  const head = `    <testcase classname="portal-contract.${r.role ?? 'public'}" name="${escape(name)}">`;
  if (r.status === 'ok') return `${head}</testcase>`;
  if (r.status === 'skipped') return `${head}<skipped message="${escape(r.reason ?? 'skipped')}"/></testcase>`;
  const lines = [
    ...(r.reason ? [r.reason] : []),
    ...r.issues.map((i) => `${i.path}: ${i.message} (expected ${i.expected}, received ${i.received}; ${i.severity ?? 'breaking'}${i.accepted ? ', accepted' : ''})`),
  ];
  if (!failsRun(r, failOn)) return `${head}\n      <system-out>${escape(lines.join('\n'))}</system-out>\n    </testcase>`;
  const first = r.issues[0];
  const message = first ? `${first.path}: ${first.message}` : (r.reason ?? r.status);
  return `${head}\n      <failure type="${r.status}" message="${escape(message)}">${escape(lines.join('\n'))}</failure>\n    </testcase>`;
}

export function toJUnit(report: ContractReport): string {
  const { summary: s } = report;
  const failures = report.results.filter((r) => failsRun(r, s.failOn)).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="portal contract" tests="${s.total}" failures="${failures}" skipped="${s.skipped}">`,
    `  <testsuite name="${escape(`contract of ${s.api}`)}" tests="${s.total}" failures="${failures}" errors="0" skipped="${s.skipped}">`,
    ...report.results.map((r) => testcase(r, s.failOn)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
