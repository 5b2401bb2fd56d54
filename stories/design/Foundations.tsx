import type { CSSProperties, ReactNode } from 'react';
import { desktopOverrides, tokensWith } from './tokens';

/**
 * The foundations pages' samples: each reads its tokens from ui/styles/tokens.css (through
 * tokens.ts) and renders them with `var(--token)`, so a page shows what the file holds today.
 */

const mono: CSSProperties = { fontFamily: 'var(--font-mono)', fontSize: 'var(--font-size-meta)', color: 'var(--color-text-muted)' };
const cell: CSSProperties = { padding: 'var(--space-2)', borderBottom: '1px solid var(--color-border)', textAlign: 'start', verticalAlign: 'top' };

/** The same line in the three scripts the nine catalogs use. */
export const SCRIPT_SAMPLES: ReadonlyArray<{ lang: string; script: string; text: string }> = [
  { lang: 'en', script: 'Latin', text: 'Independent escorts in Prague · Čeština, Português' },
  { lang: 'ru', script: 'Cyrillic', text: 'Индивидуалки в Праге · Ёлка, щёки' },
  { lang: 'el', script: 'Greek', text: 'Ανεξάρτητες συνοδοί στην Πράγα · Άλφα, ΐ' },
];

interface Role {
  token: string;
  use: string;
  lineHeight?: string;
  display?: boolean;
  weight?: string;
  caps?: boolean;
}

/** The type scale by role: heading, section heading, card name, body, meta and tier marker. */
export const TYPE_ROLES: readonly Role[] = [
  { token: '--font-size-h1', lineHeight: '--line-height-h1', use: 'Page heading (h1): 26/32 phone, 32/40 desktop', display: true },
  { token: '--font-size-h2', lineHeight: '--line-height-h2', use: 'Section heading (h2)', display: true },
  { token: '--font-size-h3', use: 'Sub-section heading (h3)', display: true },
  { token: '--font-size-card-name', use: "A card's name, semibold sans", weight: '--font-weight-semibold' },
  { token: '--font-size-body', use: 'Body text: 15 phone, 16 desktop' },
  { token: '--font-size-meta', use: 'The one meta line (age · city), hints' },
  { token: '--font-size-marker', use: 'Tier marker on a photo, caps', weight: '--font-weight-semibold', caps: true },
];

const valueOf = (name: string) => {
  const phone = tokensWith(name).find((t) => t.name === name)?.value ?? '';
  const desktop = desktopOverrides().get(name);
  return desktop ? `${phone} (desktop ${desktop})` : phone;
};

/** Each role with its size (and line height) and a sample in Latin, Cyrillic and Greek. */
export function TypeScale() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>Role</th>
          <th scope="col" style={cell}>Samples</th>
        </tr>
      </thead>
      <tbody>
        {TYPE_ROLES.map((role) => {
          const style: CSSProperties = {
            margin: 0,
            fontSize: `var(${role.token})`,
            lineHeight: role.lineHeight ? `var(${role.lineHeight})` : 'var(--line-height-tight)',
            fontFamily: role.display ? 'var(--font-display)' : 'var(--font-body)',
            fontWeight: role.weight ? `var(${role.weight})` : undefined,
            textTransform: role.caps ? 'uppercase' : undefined,
            letterSpacing: role.caps ? '0.04em' : undefined,
          };
          return (
            <tr key={role.token}>
              <th scope="row" style={{ ...cell, fontWeight: 'var(--font-weight-regular)', width: '16rem' }}>
                {role.use}
                <div style={mono}>{role.token}: {valueOf(role.token)}</div>
                {role.lineHeight ? <div style={mono}>{role.lineHeight}: {valueOf(role.lineHeight)}</div> : null}
                <div style={mono}>{role.display ? 'var(--font-display)' : 'var(--font-body)'}</div>
              </th>
              <td style={cell}>
                {SCRIPT_SAMPLES.map((sample) => (
                  <p key={sample.lang} lang={sample.lang} style={{ ...style, marginBottom: 'var(--space-2)' }}>{sample.text}</p>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Scale({ prefix, only, render }: { prefix: string; only?: (name: string) => boolean; render: (name: string) => ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {tokensWith(prefix).filter((t) => (only ? only(t.name) : true)).map((t) => (
          <tr key={t.name}>
            <th scope="row" style={{ ...cell, ...mono, color: 'var(--color-text)', fontWeight: 'var(--font-weight-regular)', width: '14rem' }}>{t.name}</th>
            <td style={{ ...cell, ...mono, width: '12rem' }}>{t.value}</td>
            <td style={cell}>{render(t.name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const box: CSSProperties = { width: 96, height: 64, background: 'var(--color-surface-raised)', border: '1px solid var(--color-border-strong)' };

/** The 4 px spacing scale as bars. */
export function SpacingScale() {
  return <Scale prefix="--space-" render={(n) => <div style={{ height: 12, width: `var(${n})`, background: 'var(--color-accent)' }} />} />;
}

/** Corner radii, the card's own among them. */
export function RadiusScale() {
  return <Scale prefix="--radius-" render={(n) => <div style={{ ...box, borderRadius: `var(${n})` }} />} />;
}

/** Elevation by role (card at rest, hovered, a sheet), then the raw shadows they are made of. */
export function ElevationScale() {
  const raised: CSSProperties = { ...box, background: 'var(--color-surface)', borderColor: 'var(--color-border)', borderRadius: 'var(--radius-card)', margin: 'var(--space-3)' };
  return (
    <>
      <Scale prefix="--elevation-" render={(n) => <div style={{ ...raised, boxShadow: `var(${n})` }} />} />
      <Scale prefix="--shadow-" render={(n) => <div style={{ ...raised, boxShadow: `var(${n})` }} />} />
    </>
  );
}

/** Tier framing: how a paid card is told apart inside the grid (a frame, not a pill). */
export function TierFrames() {
  const frame = (color: string, label: string) => (
    <figure style={{ margin: 0, display: 'grid', gap: 'var(--space-2)', width: 160 }}>
      <div
        style={{
          aspectRatio: 'var(--card-photo-ratio)', borderRadius: 'var(--radius-card)', background: 'var(--color-surface-raised)',
          outline: `var(--tier-frame-width) solid var(${color})`, outlineOffset: 0, boxShadow: 'var(--elevation-card)',
        }}
      />
      <figcaption style={mono}>{label}<br />{color}</figcaption>
    </figure>
  );
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-5)' }}>
      {frame('--color-tier-vip', 'VIP')}
      {frame('--color-tier-top', 'TOP')}
      {frame('--color-border', 'Organic')}
    </div>
  );
}

/** Layout sizes a card and the bars depend on. */
export function LayoutTokens() {
  return (
    <>
      <Scale prefix="--card-" render={() => null} />
      <Scale prefix="--gallery-" render={() => null} />
      <Scale prefix="--header-" render={() => null} />
      <Scale prefix="--toolbar-" render={() => null} />
      <Scale prefix="--tier-" render={() => null} />
    </>
  );
}
