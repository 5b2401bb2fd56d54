import type { StatPoint } from '@portal/components/editor';

/** Two weeks of fictional statistics, deterministic. */
export const points: StatPoint[] = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  views: 40 + ((i * 37) % 60) + i * 6,
  likes: 3 + ((i * 7) % 9),
  reviews: i % 4 === 0 ? 1 : 0,
}));
