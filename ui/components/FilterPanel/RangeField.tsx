import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { cx } from '../internal/cx';
import { formatNumber } from '../internal/format';
import { useIntlLocale } from '../internal/useIntlLocale';
import styles from './FilterPanel.module.css';
import { useFilterContext } from './texts';
import { RANGE_KEYS } from './filterModel';
import type { RangeKey } from './filterModel';

export interface RangeFieldProps {
  range: RangeKey;
  /** Lowest and highest values the slider allows (already floored at 18 for ages). */
  min: number;
  max: number;
  /** Formats a value for display and for the thumbs' aria-valuetext ('170 cm'); a plain number when absent. */
  format?: (value: number, locale: string) => string;
}

const STEP_KEYS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };

/**
 * A two-thumb slider (WAI-ARIA slider pattern, one role="slider" per thumb). Written here rather
 * than Radix Slider: it sits on every listing's first paint, and Radix's version with its
 * collection/direction/primitive layers did not fit the first-load JS budget.
 * While a thumb is dragged only the local value changes; the filters change on pointer up or on a
 * key press, so dragging does not write a URL per pixel. A bound at the end of the range means
 * "any" and is left out of the filters.
 * The value shown stays the one last chosen until the filters (the URL) have caught up with it:
 * the next key press steps on from there, so quick presses are never lost to a URL that is still
 * loading. Key presses in a row are one adjustment: its first step is a change of its own, the
 * next ones ask the host to replace it (`replace`), so one Back undoes the whole adjustment.
 */
export function RangeField({ range, min, max, format = formatNumber }: RangeFieldProps) {
  const { value, change, text, classNames, idPrefix } = useFilterContext();
  const locale = useIntlLocale();
  const keys = RANGE_KEYS[range];
  const clamp = (n: number | undefined, fallback: number) => Math.min(Math.max(n ?? fallback, min), max);
  const committed: [number, number] = [clamp(value[keys.min], min), clamp(value[keys.max], max)];
  // What the slider shows while it is dragged, or after a change until the filters show it too.
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const dragging = useRef<0 | 1 | null>(null);
  // Whether the key presses since the slider got focus have changed the filters yet.
  const stepping = useRef(false);
  const track = useRef<HTMLSpanElement>(null);
  const thumbs = useRef<Array<HTMLSpanElement | null>>([]);
  const [low, high] = draft ?? committed;
  const label = text(range);
  const labelId = `${idPrefix}-${range}`;
  const show = (n: number) => format(n, locale);
  const pct = (n: number) => (max > min ? ((n - min) / (max - min)) * 100 : 0);

  const caughtUp = draft !== null && draft[0] === committed[0] && draft[1] === committed[1];
  useEffect(() => {
    if (caughtUp && dragging.current === null) setDraft(null);
  }, [caughtUp]);

  const commit = ([a, b]: [number, number], replace = false) => {
    setDraft([a, b]);
    change({ [keys.min]: a > min ? a : undefined, [keys.max]: b < max ? b : undefined }, replace ? { replace } : undefined);
  };
  /** The pair with thumb `index` moved to `to`, never crossing the other thumb. */
  const moved = (index: 0 | 1, to: number, [a, b]: [number, number]): [number, number] =>
    index === 0 ? [Math.min(Math.max(to, min), b), b] : [a, Math.max(Math.min(to, max), a)];

  const onKeyDown = (index: 0 | 1) => (event: KeyboardEvent) => {
    const current = index === 0 ? low : high;
    const to = event.key === 'Home' ? min : event.key === 'End' ? max : STEP_KEYS[event.key] !== undefined ? current + STEP_KEYS[event.key]! : null;
    if (to === null) return;
    event.preventDefault();
    const next = moved(index, to, [low, high]);
    if (next[0] === low && next[1] === high) return;
    commit(next, stepping.current);
    stepping.current = true;
  };
  // Focus leaving the slider ends an adjustment; what it shows is the filters' value again.
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    stepping.current = false;
    if (dragging.current === null) setDraft(null);
  };

  const valueAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return min;
    return Math.round(min + Math.min(Math.max((clientX - box.left) / box.width, 0), 1) * (max - min));
  };
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    const to = valueAt(event.clientX);
    // The nearer thumb follows; on a tie, the one that can move that way.
    const index: 0 | 1 = Math.abs(to - low) < Math.abs(to - high) || (low === high && to < low) ? 0 : 1;
    dragging.current = index;
    stepping.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    thumbs.current[index]?.focus();
    setDraft(moved(index, to, [low, high]));
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (dragging.current === null) return;
    setDraft(moved(dragging.current, valueAt(event.clientX), [low, high]));
  };
  const onPointerUp = () => {
    if (dragging.current === null) return;
    dragging.current = null;
    commit([low, high]);
  };

  return (
    <div className={cx(styles.field, classNames.field)}>
      <div className={styles.rangeHeader}>
        <span id={labelId} className={cx(styles.label, classNames.label)}>{label}</span>
        <span className={styles.rangeValue} aria-hidden="true">{show(low)} – {show(high)}</span>
      </div>
      <span
        role="group"
        aria-labelledby={labelId}
        className={cx(styles.slider, classNames.slider)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onBlur={onBlur}
      >
        <span ref={track} className={styles.track}>
          <span className={styles.range} style={{ left: `${pct(low)}%`, right: `${100 - pct(high)}%` }} />
        </span>
        {([low, high] as const).map((n, i) => (
          <span
            key={i}
            ref={(el) => { thumbs.current[i] = el; }}
            role="slider"
            tabIndex={0}
            className={styles.thumb}
            style={{ left: `calc(${pct(n)}% - 12px)` }}
            aria-label={`${label}: ${text(i === 0 ? 'min' : 'max')}`}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={n}
            aria-valuetext={show(n)}
            aria-orientation="horizontal"
            onKeyDown={onKeyDown(i as 0 | 1)}
          />
        ))}
      </span>
    </div>
  );
}
