import type { CSSProperties, ReactNode } from 'react';
import { contrast, readTokens, tokensWith } from './tokens';

const mono: CSSProperties = { fontFamily: 'var(--font-mono)', fontSize: 'var(--font-size-xs)' };
const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid var(--color-border)', textAlign: 'start' };
const hexOf = (name: string) => readTokens().find((t) => t.name === name)?.value ?? '';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 12, marginBottom: 32 }}>
      <h2 style={{ fontSize: 'var(--font-size-xl)' }}>{title}</h2>
      {children}
    </section>
  );
}

export function ColorTokens() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12, padding: 0, listStyle: 'none' }}>
      {tokensWith('--color-').filter((t) => t.value.startsWith('#') || t.value.startsWith('rgb')).map((t) => (
        <li key={t.name} style={{ border: '1px solid var(--color-border)', borderRadius: 8, overflow: 'hidden' }}>
          <div style={{ height: 56, background: `var(${t.name})` }} />
          <div style={{ padding: 8 }}>
            <div style={mono}>{t.name}</div>
            <div style={{ ...mono, color: 'var(--color-text-muted)' }}>{t.value}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The text/background pairs the components use, with their measured WCAG ratio. */
const PAIRS: ReadonlyArray<[string, string, string]> = [
  ['--color-text', '--color-bg', 'Body text'],
  ['--color-text-muted', '--color-bg', 'Muted text'],
  ['--color-text-muted', '--color-surface-raised', 'Muted text on raised surface'],
  ['--color-accent', '--color-bg', 'Accent text (prices)'],
  ['--color-accent', '--color-surface', 'Accent text on cards'],
  ['--color-link', '--color-bg', 'Links'],
  ['--color-on-accent', '--color-accent-strong', 'Primary button'],
  ['--color-text-inverse', '--color-badge-vip', 'VIP badge'],
  ['--color-text-inverse', '--color-badge-top', 'TOP badge'],
  ['--color-text-inverse', '--color-badge-new', 'NEW badge'],
  ['--color-text-inverse', '--color-badge-ind', 'IND badge'],
  ['--color-text-inverse', '--color-badge-verified', 'Verified badge'],
  ['--color-danger', '--color-bg', 'Error text'],
  ['--color-border-strong', '--color-bg', 'Control borders (3:1 needed)'],
  ['--color-focus', '--color-bg', 'Focus ring (3:1 needed)'],
];

export function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', paddingBottom: 8 }}>Contrast of the pairs in use (AA: 4.5 for text, 3 for borders and focus)</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>Sample</th>
          <th scope="col" style={cell}>Use</th>
          <th scope="col" style={cell}>Ratio</th>
        </tr>
      </thead>
      <tbody>
        {PAIRS.map(([fg, bg, use]) => {
          const ratio = contrast(hexOf(fg), hexOf(bg));
          const needed = use.includes('3:1') ? 3 : 4.5;
          return (
            <tr key={`${fg}|${bg}`}>
              <td style={cell}>
                {needed === 3 ? (
                  // Non-text contrast: a border sample, not text (text would need 4.5:1).
                  <span aria-hidden="true" style={{ display: 'inline-block', width: 56, height: 24, borderRadius: 4, background: `var(${bg})`, border: `2px solid var(${fg})` }} />
                ) : (
                  <span style={{ display: 'inline-block', padding: '4px 10px', borderRadius: 4, color: `var(${fg})`, background: `var(${bg})`, border: '1px solid var(--color-border)' }}>Aa 123</span>
                )}
              </td>
              <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                {use}
                <div style={{ ...mono, color: 'var(--color-text-muted)' }}>{fg} on {bg}</div>
              </th>
              <td style={cell}>{ratio.toFixed(2)}:1 {ratio >= needed ? '✓ AA' : '✗'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function ScaleTokens({ prefix, render }: { prefix: string; render: (name: string) => ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {tokensWith(prefix).map((t) => (
          <tr key={t.name}>
            <th scope="row" style={{ ...cell, ...mono, fontWeight: 400, width: '14rem' }}>{t.name}</th>
            <td style={{ ...cell, ...mono, width: '10rem', color: 'var(--color-text-muted)' }}>{t.value}</td>
            <td style={cell}>{render(t.name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const box: CSSProperties = { width: 64, height: 40, background: 'var(--color-surface-raised)', border: '1px solid var(--color-border-strong)' };

/** Every token of ui/styles/tokens.css, rendered. */
export function TokenSheet() {
  return (
    <div>
      <Section title="Colour"><ColorTokens /></Section>
      <Section title="Contrast"><ContrastTable /></Section>
      <Section title="Spacing">
        <ScaleTokens prefix="--space-" render={(n) => <div style={{ height: 12, width: `var(${n})`, background: 'var(--color-accent)' }} />} />
      </Section>
      <Section title="Type">
        <ScaleTokens prefix="--font-size-" render={(n) => <span style={{ fontSize: `var(${n})` }}>Independent escorts</span>} />
        <ScaleTokens prefix="--font-" render={(n) => (n.startsWith('--font-size') || n.startsWith('--font-weight') ? null : <span style={{ fontFamily: `var(${n})` }}>Agencies and salons 0123</span>)} />
      </Section>
      <Section title="Radius"><ScaleTokens prefix="--radius-" render={(n) => <div style={{ ...box, borderRadius: `var(${n})` }} />} /></Section>
      <Section title="Shadow"><ScaleTokens prefix="--shadow-" render={(n) => <div style={{ ...box, boxShadow: `var(${n})` }} />} /></Section>
      <Section title="Z-index"><ScaleTokens prefix="--z-" render={() => null} /></Section>
      <Section title="Breakpoints (min-width, mobile first)"><ScaleTokens prefix="--bp-" render={() => null} /></Section>
      <Section title="Motion and sizes">
        <ScaleTokens prefix="--duration-" render={() => null} />
        <ScaleTokens prefix="--tap-" render={(n) => <div style={{ ...box, width: `var(${n})`, height: `var(${n})` }} />} />
      </Section>
    </div>
  );
}
