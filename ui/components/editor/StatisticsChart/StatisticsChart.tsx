import { useId } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { formatNumber } from '@portal/sdk';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { CHART, SERIES, chartGeometry, totalsOf } from './chart';
import type { Series, StatPoint } from './chart';
import styles from './StatisticsChart.module.css';

export interface StatisticsChartProps {
  /** One point per day, oldest first. */
  points: readonly StatPoint[];
  /** Totals as the API counts them (all time); default: the sums of `points`. */
  totals?: Partial<Record<Series, number>>;
  className?: string;
}

const LABEL: Record<Series, string> = { views: 'editor.stats.views', likes: 'editor.stats.likes', reviews: 'editor.stats.reviews' };

/**
 * Total views, likes and reviews over time: a small SVG chart (each series with its own colour
 * and dash, so colour is not the only cue) with a summary for screen readers and the same data as
 * a table.
 */
export function StatisticsChart({ points, totals, className }: StatisticsChartProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const id = useId();
  const sums = { ...totalsOf(points), ...totals };
  const g = chartGeometry(points);
  const num = (n: number) => formatNumber(n, locale);
  const day = (iso: string) => formatDate(iso, locale);
  const first = points[0];
  const last = points[points.length - 1];
  const summary = first && last
    ? t('editor.stats.summary', { from: day(first.date), to: day(last.date), views: num(sums.views), likes: num(sums.likes), reviews: num(sums.reviews) })
    : t('editor.stats.empty');

  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{t('editor.tabs.statistics')}</h2>
      <dl className={styles.totals}>
        {SERIES.map((s) => (
          <div key={s} className={cx(styles.total, styles[s])}>
            <dt>{t(LABEL[s])}</dt>
            <dd>{num(sums[s])}</dd>
          </div>
        ))}
      </dl>
      {points.length > 0 ? (
        <>
          <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className={styles.chart} role="img" aria-labelledby={`${id}-desc`}>
            <desc id={`${id}-desc`}>{summary}</desc>
            {g.ticks.map((tick) => (
              <g key={tick.value} aria-hidden="true">
                <line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} className={styles.grid} />
                <text x={CHART.left - 6} y={tick.y + 4} textAnchor="end" className={styles.axis}>{num(tick.value)}</text>
              </g>
            ))}
            {g.labels.map((label) => (
              <text key={label.index} x={label.x} y={CHART.height - 8} textAnchor="middle" className={styles.axis} aria-hidden="true">
                {day(points[label.index]!.date)}
              </text>
            ))}
            {SERIES.map((s) => <path key={s} d={g.paths[s]} className={cx(styles.line, styles[s])} aria-hidden="true" />)}
          </svg>
          <ul className={styles.legend} aria-hidden="true">
            {SERIES.map((s) => (
              <li key={s} className={styles[s]}>
                <svg width="24" height="8" className={styles.swatch}><line x1="0" x2="24" y1="4" y2="4" className={styles.line} /></svg>
                {t(LABEL[s])}
              </li>
            ))}
          </ul>
          <details className={styles.details}>
            <summary>{t('editor.stats.table')}</summary>
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className={styles.caption}>{summary}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('editor.stats.date')}</th>
                    {SERIES.map((s) => <th key={s} scope="col">{t(LABEL[s])}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.date}>
                      <th scope="row">{day(p.date)}</th>
                      {SERIES.map((s) => <td key={s}>{num(p[s])}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : (
        <p className={styles.empty}>{summary}</p>
      )}
    </section>
  );
}
