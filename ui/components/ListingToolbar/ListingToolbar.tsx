import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { ProfileFilters } from '@portal/sdk';
import { encodeFilters } from '@portal/sdk';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import { NameSearch } from './NameSearch';
import { SortSelect } from './SortSelect';
import styles from './ListingToolbar.module.css';

export interface ListingToolbarProps {
  /** The visitor's filters as the URL has them (the page's fixed category left out). */
  filters: ProfileFilters;
  /** A new set of filters: the host writes it to the URL (page 1). */
  onChange: (next: ProfileFilters) => void;
  /** The listing's own address, where the form goes without JavaScript. */
  action: string;
  /** The city (a CityChip holding the CitySearch), between the name and the order. */
  city?: ReactNode;
  className?: string;
}

/**
 * Search and order a profile listing (beyond the spec): the name search, the city the host passes
 * in, and the sort order, in a labelled search form. On a phone it is the compact part of the
 * listing's one sticky bar (city chip and order; the name search is the filter sheet's there); from
 * 768 px the richer bar of labelled fields. With JavaScript the order applies as
 * soon as it is chosen and the name on Enter or Search; without, the form submits them to the
 * listing's address with the other filters kept in hidden fields, so it works as a plain GET form.
 */
export function ListingToolbar({ filters, onChange, action, city, className }: ListingToolbarProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const { name, sort, ...rest } = filters;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    onChange({ ...filters, name: typed || undefined });
  };
  return (
    <form role="search" aria-label={t('visitor.search.label')} className={cx(styles.root, className)} method="get" action={action} onSubmit={submit}>
      {[...encodeFilters(rest, 1)].map(([key, value], i) => <input key={`${key}-${i}`} type="hidden" name={key} value={value} />)}
      <div className={cx(styles.search, styles.wide)}>
        <NameSearch id={`${id}-name`} value={name} onClear={() => onChange({ ...filters, name: undefined })} />
        <Button type="submit" variant="secondary" className={styles.submit}>{t('common.search')}</Button>
      </div>
      {city}
      <SortSelect id={`${id}-sort`} value={sort} onChange={(next) => onChange({ ...filters, sort: next })} />
    </form>
  );
}
