import { useId } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { ReviewCategory, ReviewListingFilters } from '@portal/sdk';
import { SelectFilter, SelectFiltersForm, positive, useShownFilters } from '../internal/SelectFilters';

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

const sameFilters = (a: ReviewFilterValue, b: ReviewFilterValue) => a.category === b.category && a.city_id === b.city_id && a.rating === b.rating;

/**
 * The reviews page's filters: three selects whose choice applies at once (with JavaScript) or
 * with the button (a plain GET form without it), and a reset link while a filter is set.
 */
export function ReviewFilters({ value, categories, cities, ratings, onChange, action, className }: ReviewFiltersProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const { current, setCurrent, set } = useShownFilters(value, sameFilters, onChange);
  const change = (changes: ReviewFilterValue) => set({ ...current, ...changes });
  const any = current.category !== undefined || current.city_id !== undefined || current.rating !== undefined;
  return (
    <SelectFiltersForm action={action} any={any} onApply={() => onChange(current)} onReset={() => setCurrent({})} className={className}>
      <SelectFilter
        id={`${id}-category`} label={t('reviews.category')} name="category" value={current.category}
        onChange={(text) => change({ category: (text || undefined) as ReviewCategory | undefined })}
      >
        {categories.map((c) => <option key={c.slug} value={c.slug}>{c.title}</option>)}
      </SelectFilter>
      <SelectFilter id={`${id}-city`} label={t('listing.city')} name="city_id" value={current.city_id} onChange={(text) => change({ city_id: positive(text) })}>
        {cities.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
      </SelectFilter>
      <SelectFilter id={`${id}-rating`} label={t('reviews.rating')} name="rating" value={current.rating} onChange={(text) => change({ rating: positive(text) })}>
        {[...ratings].sort((a, b) => b - a).map((n) => <option key={n} value={n}>{t('reviews.stars', { count: n })}</option>)}
      </SelectFilter>
    </SelectFiltersForm>
  );
}
