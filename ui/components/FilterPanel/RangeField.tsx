import { Slider } from 'radix-ui';
import { useRef, useState } from 'react';
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

/**
 * A two-thumb slider. While a thumb moves only the local value changes; the filters change on
 * commit (pointer up or a key press), so dragging does not write a URL per pixel.
 * A bound at the end of the range means "any" and is left out of the filters.
 */
export function RangeField({ range, min, max, format = formatNumber }: RangeFieldProps) {
  const { value, change, text, classNames, idPrefix } = useFilterContext();
  const locale = useIntlLocale();
  const keys = RANGE_KEYS[range];
  const clamp = (n: number | undefined, fallback: number) => Math.min(Math.max(n ?? fallback, min), max);
  const committed: [number, number] = [clamp(value[keys.min], min), clamp(value[keys.max], max)];
  const [draft, setDraft] = useState<number[] | null>(null);
  // Radix reports a key press as commit first, then change; a change after a key press must not
  // leave a stale draft behind, so key presses skip the draft altogether.
  const fromKeyboard = useRef(false);
  const [low, high] = (draft ?? committed) as [number, number];
  const label = text(range);
  const labelId = `${idPrefix}-${range}`;
  const show = (n: number) => format(n, locale);

  const commit = (next: number[]) => {
    setDraft(null);
    const [a = min, b = max] = next;
    change({ [keys.min]: a > min ? a : undefined, [keys.max]: b < max ? b : undefined });
  };

  return (
    <div className={cx(styles.field, classNames.field)}>
      <div className={styles.rangeHeader}>
        <span id={labelId} className={cx(styles.label, classNames.label)}>{label}</span>
        <span className={styles.rangeValue} aria-hidden="true">{show(low)} – {show(high)}</span>
      </div>
      <Slider.Root
        className={cx(styles.slider, classNames.slider)}
        min={min}
        max={max}
        step={1}
        value={[low, high]}
        minStepsBetweenThumbs={0}
        onKeyDown={() => { fromKeyboard.current = true; }}
        onPointerDown={() => { fromKeyboard.current = false; }}
        onValueChange={(next) => {
          if (fromKeyboard.current) fromKeyboard.current = false;
          else setDraft(next);
        }}
        onValueCommit={commit}
        aria-labelledby={labelId}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label={`${label}: ${text('min')}`} aria-valuetext={show(low)} />
        <Slider.Thumb className={styles.thumb} aria-label={`${label}: ${text('max')}`} aria-valuetext={show(high)} />
      </Slider.Root>
    </div>
  );
}
