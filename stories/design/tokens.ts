import tokensCss from '../../ui/styles/tokens.css?raw';

/** The tokens as written in ui/styles/tokens.css (the one source), grouped by name prefix. */
export interface Token {
  name: string;
  value: string;
}

export function readTokens(): Token[] {
  // Only the :root block, not the reduced-motion override.
  const root = tokensCss.slice(0, tokensCss.indexOf('@media'));
  return [...root.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => ({ name: m[1] as string, value: (m[2] as string).trim() }));
}

export const tokensWith = (prefix: string) => readTokens().filter((t) => t.name.startsWith(prefix));

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = (hex.replace('#', '').match(/../g) ?? []).map((x) => parseInt(x, 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The values the desktop block (`@media (min-width: 1024px)`) sets instead, by name. */
export function desktopOverrides(): ReadonlyMap<string, string> {
  const start = tokensCss.indexOf('@media (min-width: 1024px)');
  if (start < 0) return new Map();
  const block = tokensCss.slice(start, tokensCss.indexOf('}', tokensCss.indexOf('{', tokensCss.indexOf('{', start) + 1) + 1) + 1);
  return new Map([...block.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));
}
