import type { ContractReport, ContractResult } from './report';

/**
 * `--junit FILE`: one testcase per call (classname: the role, or `public`), a failure per drifted
 * or failed one with every issue in its text, skipped ones with their reason.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
    // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

function testcase(r: ContractResult): string {
  const name = `${r.operation}${r.step ? ` (${r.step})` : ''}: ${r.method} ${r.path}`;
  const head = `    <testcase classname="portal-contract.${r.role ?? 'public'}" name="${escape(name)}">`;
  if (r.status === 'ok') return `${head}</testcase>`;
  if (r.status === 'skipped') return `${head}<skipped message="${escape(r.reason ?? 'skipped')}"/></testcase>`;
  const lines = [
    ...(r.reason ? [r.reason] : []),
    ...r.issues.map((i) => `${i.path}: ${i.message} (expected ${i.expected}, received ${i.received})`),
  ];
  const first = r.issues[0];
  const message = first ? `${first.path}: ${first.message}` : (r.reason ?? r.status);
  return `${head}\n      <failure type="${r.status}" message="${escape(message)}">${escape(lines.join('\n'))}</failure>\n    </testcase>`;
}

export function toJUnit(report: ContractReport): string {
  const { summary: s } = report;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="portal contract" tests="${s.total}" failures="${s.drift + s.error}" skipped="${s.skipped}">`,
    `  <testsuite name="${escape(`contract of ${s.api}`)}" tests="${s.total}" failures="${s.drift + s.error}" errors="0" skipped="${s.skipped}">`,
    ...report.results.map(testcase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
