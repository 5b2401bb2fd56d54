import type { ChangeEvent } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { PROFILE_SORTS } from '@portal/sdk';
import type { ProfileSort } from '@portal/sdk';
import { cx } from '../internal/cx';
import styles from './ListingToolbar.module.css';

export interface SortSelectProps {
  id: string;
  /** The chosen order; undefined is the listing's default order (paid placements first). */
  value: ProfileSort | undefined;
  onChange: (sort: ProfileSort | undefined) => void;
  /** The form field's name, so the order is sent by a form without JavaScript too. */
  name?: string;
}

const toSort = (event: ChangeEvent<HTMLSelectElement>): ProfileSort | undefined =>
  (PROFILE_SORTS as readonly string[]).includes(event.target.value) ? (event.target.value as ProfileSort) : undefined;

/**
 * The listing's order (beyond the spec) as a labelled native select: the platform's own picker on
 * phones, keyboard and screen-reader accessible, nothing to download. Texts: `listing.sort` and
 * the `visitor` section's `sort.*`.
 */
export function SortSelect({ id, value, onChange, name = 'sort' }: SortSelectProps) {
  const { t } = useCachedTranslation();
  return (
    <div className={cx(styles.field, styles.sort)}>
      <label htmlFor={id} className={styles.label}>{t('listing.sort')}</label>
      <select id={id} name={name} className={styles.control} value={value ?? ''} onChange={(event) => onChange(toSort(event))}>
        <option value="">{t('visitor.sort.default')}</option>
        {PROFILE_SORTS.map((sort) => <option key={sort} value={sort}>{t(`visitor.sort.${sort}`)}</option>)}
      </select>
    </div>
  );
}
