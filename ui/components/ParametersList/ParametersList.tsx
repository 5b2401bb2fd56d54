import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { Profile, Option } from '@portal/sdk';
import { cx } from '../internal/cx';
import list from '../internal/definitionList.module.css';
import { formatNumber } from '../internal/format';
import { useIntlLocale } from '../internal/useIntlLocale';

type Parameters = Profile['parameters'];

/** Display order and the catalog key (under `profile.fields.`) of each parameter. */
const ROWS: ReadonlyArray<[keyof Parameters, string]> = [
  ['gender', 'gender'], ['orientation', 'orientation'], ['nationality', 'nationality'], ['ethnicity', 'ethnicity'],
  ['languages', 'user_languages'], ['height_cm', 'height'], ['weight_kg', 'weight'], ['body_type', 'body_type'],
  ['hair_length', 'hair_length'], ['hair_color', 'hair_color'], ['eye_color', 'eye_color'], ['breast_size', 'breast_size'],
  ['bust_type', 'bust_type'], ['intimate_grooming', 'intimate_grooming'], ['alcohol', 'alcohol'], ['smokers', 'smokers'],
  ['tattoo', 'tattoo'], ['piercing', 'piercing'], ['meeting_with', 'meeting_with'], ['available_for', 'available_for'],
  ['travel_mode', 'travel_mode'],
];

export interface ParametersListProps {
  parameters: Parameters;
  /** Shown first when given. */
  age?: number;
  /** Only these parameters (a profile's key facts), in the list's order. */
  only?: readonly (keyof Parameters)[];
  /** All parameters but these (the rest, behind "All details"). */
  except?: readonly (keyof Parameters)[];
  /** Wraps the list (a disclosure around it); nothing is drawn when no row is left. */
  render?: (list: ReactNode) => ReactNode;
  className?: string;
}

/** The profile's parameters as a description list; unset ones are left out. */
export function ParametersList({ parameters, age, only, except, render, className }: ParametersListProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const show = (value: Parameters[keyof Parameters]): string | null => {
    if (value === null) return null;
    if (typeof value === 'number') return formatNumber(value, locale);
    if (Array.isArray(value)) return value.length ? value.map((o: Option) => o.title).join(', ') : null;
    return value.title;
  };
  const rows = ROWS.filter(([key]) => (!only || only.includes(key)) && !except?.includes(key))
    .map(([key, label]) => [label, show(parameters[key])] as const)
    .filter(([, v]) => v !== null);
  if (rows.length === 0 && age === undefined) return null;
  const table = (
    <dl className={cx(list.list, className)}>
      {age !== undefined ? (
        <>
          <dt>{t('profile.fields.age')}</dt>
          <dd>{formatNumber(age, locale)}</dd>
        </>
      ) : null}
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{t(`profile.fields.${label}`)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return render ? render(table) : table;
}
