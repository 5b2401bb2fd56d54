import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { ReviewCategory, ReviewListingFilters } from '@portal/sdk';
import { Button, ButtonLink } from '../Button';
import { cx } from '../internal/cx';
import styles from './ReviewFilters.module.css';

/** What the reviews page filters by (§7 GET /api/reviews): the subject's category, its city and the rating. */
export type ReviewFilterValue = ReviewListingFilters;

export interface ReviewFiltersProps {
  value: ReviewFilterValue;
  /** The choices (§7 GET /api/reviews-filter-data), titled in the visitor's language. */
  categories: ReadonlyArray<{ slug: ReviewCategory; title: string }>;
  cities: ReadonlyArray<{ id: number; title: string }>;
  ratings: readonly number[];
  /** A choice was made: the new filters (the page puts them in its URL). */
  onChange: (next: ReviewFilterValue) => void;
  /** The page without filters: where the form is sent without JavaScript (GET), and what "Reset filters" opens. */
  action: string;
  className?: string;
}

const positive = (text: string): number | undefined => (text === '' ? undefined : Number(text));
const sameFilters = (a: ReviewFilterValue, b: ReviewFilterValue) => a.category === b.category && a.city_id === b.city_id && a.rating === b.rating;

/**
 * The reviews page's filters: three selects whose choice applies at once (with JavaScript) or
 * with the button (a plain GET form without it), and a reset link while a filter is set.
 */
export function ReviewFilters({ value, categories, cities, ratings, onChange, action, className }: ReviewFiltersProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  // The choice shows at once, while the page loads what it asks for; a new `value` (the URL) wins.
  const [current, setCurrent] = useState(value);
  const [given, setGiven] = useState(value);
  if (!sameFilters(given, value)) {
    setGiven(value);
    setCurrent(value);
  }
  const set = (changes: ReviewFilterValue) => {
    const next = { ...current, ...changes };
    setCurrent(next);
    onChange(next);
  };
  const any = current.category !== undefined || current.city_id !== undefined || current.rating !== undefined;
  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      method="get"
      action={action}
      className={cx(styles.root, className)}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onChange(current);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-category`}>{t('reviews.category')}</label>
        <select
          id={`${id}-category`} name="category" className={styles.select} value={current.category ?? ''}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => set({ category: (e.target.value || undefined) as ReviewCategory | undefined })}
        >
          <option value="">{t('filters.any')}</option>
          {categories.map((c) => <option key={c.slug} value={c.slug}>{c.title}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`}>{t('listing.city')}</label>
        <select
          id={`${id}-city`} name="city_id" className={styles.select} value={current.city_id ?? ''}
          onChange={(e) => set({ city_id: positive(e.target.value) })}
        >
          <option value="">{t('filters.any')}</option>
          {cities.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-rating`}>{t('reviews.rating')}</label>
        <select
          id={`${id}-rating`} name="rating" className={styles.select} value={current.rating ?? ''}
          onChange={(e) => set({ rating: positive(e.target.value) })}
        >
          <option value="">{t('filters.any')}</option>
          {[...ratings].sort((a, b) => b - a).map((n) => <option key={n} value={n}>{t('reviews.stars', { count: n })}</option>)}
        </select>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">{t('filters.apply')}</Button>
        {/* The form clears at once, while the page follows the link: a choice made before the page
            has the new URL starts from nothing, not from the filters being reset. */}
        {any ? <ButtonLink variant="link" href={action} onClick={() => setCurrent({})}>{t('filters.reset')}</ButtonLink> : null}
      </div>
    </form>
  );
}
