import { Select } from 'radix-ui';
import { useMemo } from 'react';
import { DEFAULT_PHONE_CODE } from '@portal/sdk';
import type { Country } from '@portal/sdk';
import { cx } from '../../internal/cx';
import styles from './DialCodeSelect.module.css';

export interface DialCodeSelectProps {
  id: string;
  value: string | undefined;
  onChange: (code: string) => void;
  onBlur?: () => void;
  /** The country and dial-code table (§3). */
  countries: readonly Pick<Country, 'id' | 'title' | 'dial_code'>[];
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

/** Dial codes with the countries that share them (+1: Canada, United States), sorted by country. */
export function dialCodeOptions(countries: DialCodeSelectProps['countries'], current: string) {
  const byCode = new Map<string, string[]>();
  for (const country of countries) byCode.set(country.dial_code, [...(byCode.get(country.dial_code) ?? []), country.title]);
  if (!byCode.has(current)) byCode.set(current, []);
  return [...byCode.entries()]
    .map(([code, titles]) => ({ code, label: titles.length ? `${[...titles].sort().join(', ')} ${code}` : code }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * A Radix Select of dial codes, +380 by default (§3, §9). The trigger shows just the code so it
 * fits beside the number on a 390 px screen; the list names the countries.
 */
export function DialCodeSelect({ id, value, onChange, onBlur, countries, className, ...aria }: DialCodeSelectProps) {
  const current = value || DEFAULT_PHONE_CODE;
  const options = useMemo(() => dialCodeOptions(countries, current), [countries, current]);
  return (
    <Select.Root value={current} onValueChange={onChange} onOpenChange={(open) => (!open ? onBlur?.() : undefined)}>
      <Select.Trigger
        id={id}
        className={cx(styles.trigger, className)}
        aria-labelledby={aria['aria-labelledby']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid'] || undefined}
      >
        <Select.Value>{current}</Select.Value>
        <Select.Icon className={styles.icon} aria-hidden="true">▾</Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className={styles.content} position="popper" sideOffset={4}>
          <Select.Viewport className={styles.viewport}>
            {options.map((o) => (
              <Select.Item key={o.code} value={o.code} className={styles.item}>
                <Select.ItemText>{o.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
