/** Pure geometry of the statistics chart (kept apart so it can be tested and reasoned about). */

export interface StatPoint {
  /** ISO date (yyyy-mm-dd) of the day. */
  date: string;
  views: number;
  likes: number;
  reviews: number;
}

export const SERIES = ['views', 'likes', 'reviews'] as const;
export type Series = (typeof SERIES)[number];

export const CHART = { width: 600, height: 240, left: 44, right: 12, top: 12, bottom: 28 } as const;

/** A round upper bound for the y axis (1, 2, 5 × 10^n), so the ticks read well. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

export function chartGeometry(points: readonly StatPoint[]) {
  const max = niceMax(Math.max(0, ...points.flatMap((p) => SERIES.map((s) => p[s]))));
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const x = (i: number) => CHART.left + (points.length <= 1 ? plotW / 2 : (i * plotW) / (points.length - 1));
  const y = (v: number) => CHART.top + plotH - (v / max) * plotH;
  const paths = Object.fromEntries(
    SERIES.map((s) => [s, points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p[s]).toFixed(1)}`).join(' ')]),
  ) as Record<Series, string>;
  const ticks = [0, max / 2, max].map((v) => ({ value: v, y: y(v) }));
  const labels = points.length === 0 ? [] : [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])].map((i) => ({ index: i, x: x(i) }));
  return { max, paths, ticks, labels, x, y };
}

export const totalsOf = (points: readonly StatPoint[]): Record<Series, number> =>
  Object.fromEntries(SERIES.map((s) => [s, points.reduce((sum, p) => sum + p[s], 0)])) as Record<Series, number>;
