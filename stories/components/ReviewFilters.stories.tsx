import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { ReviewCategory } from '../../schemas/filters';
import { usePortalQueries } from '@portal/sdk/react';
import { ReviewFilters } from '@portal/components/ReviewFilters';
import type { ReviewFilterValue, ReviewFiltersProps } from '@portal/components/ReviewFilters';
import { Spinner } from '@portal/components/Spinner';

const choices = {
  categories: [
    { slug: 'escort' as const, title: 'Escort' }, { slug: 'trances' as const, title: 'Trances' },
    { slug: 'agencies' as const, title: 'Agencies' }, { slug: 'massage_salons' as const, title: 'Massage salons' },
  ],
  cities: [{ id: 1, title: 'Kyiv' }, { id: 6, title: 'Prague' }, { id: 10, title: 'Berlin' }],
  ratings: [1, 2, 3, 4, 5],
};

/** Holds the value as the page does (there it lives in the URL) and prints it. */
function Controlled(props: ReviewFiltersProps) {
  const [value, setValue] = useState<ReviewFilterValue>(props.value);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 760 }}>
      <ReviewFilters {...props} value={value} onChange={setValue} />
      <output aria-label="Current filters" style={{ fontFamily: 'var(--font-mono)', fontSize: 12 }}>{JSON.stringify(value)}</output>
    </div>
  );
}

const meta = {
  title: 'Reviews/ReviewFilters',
  component: ReviewFilters,
  args: { value: {}, ...choices, action: '/reviews', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ReviewFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const output = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current filters' });

/** Nothing chosen: every select reads "Any", no reset link. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Prague');
    await expect(output(canvasElement)).toHaveTextContent('{"city_id":6}');
    await expect(canvas.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/reviews');
  },
};

/** Filters from a URL (category, city, rating). */
export const WithValues: Story = { args: { value: { category: 'agencies', city_id: 10, rating: 5 } } };

/**
 * "Reset filters" clears the form at once, before the page has followed the link (here it never
 * does): a choice made in that moment starts from nothing, not from the filters being reset.
 */
export const ResetBeforeTheUrlChanges: Story = {
  args: { value: { category: 'escort', city_id: 6, rating: 5 } },
  render: (args) => (
    // The link is not followed in the story: the page keeps its old URL, as while it loads.
    <div onClickCapture={(e) => e.preventDefault()}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Reset filters' }));
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toHaveDisplayValue('Any');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Agencies');
    await expect(output(canvasElement)).toHaveTextContent('{"category":"agencies"}');
  },
};

/** German: the labels and star counts from the catalog, the choices as the API named them. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { value: { rating: 4 }, action: '/de/reviews' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Kategorie' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sterne' })).toHaveDisplayValue('4 Sterne');
    await expect(canvas.getByRole('link', { name: 'Filter zurücksetzen' })).toBeVisible();
  },
};

/** Russian, with plural forms of the star counts. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { action: '/ru/reviews' },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('combobox', { name: 'Оценка' });
    await expect([...(rating as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Любой', '5 звёзд', '4 звезды', '3 звезды', '2 звезды', '1 звезда']);
  },
};

/** The choices as the mock API answers GET /api/reviews-filter-data, in the toolbar's language. */
export const FromApi: Story = {
  render: (args) => {
    const FromApiFilters = () => {
      const { data } = useQuery(usePortalQueries().reviews.filterData());
      if (!data) return <Spinner showLabel />;
      const categories = data.data.categories.map((c) => ({ slug: c.slug as ReviewCategory, title: c.title }));
      return <Controlled {...args} categories={categories} cities={data.data.cities} ratings={data.data.ratings} />;
    };
    return <FromApiFilters />;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('search', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** The same from the API in Greek: city and category names in Greek. */
export const FromApiGreek: Story = {
  ...FromApi,
  globals: { locale: 'el' },
  play: async ({ canvasElement }) => {
    const city = await within(canvasElement).findByRole('combobox', { name: 'Πόλη' }, { timeout: 15_000 });
    const names = [...(city as HTMLSelectElement).options].map((o) => o.text);
    await expect(names).toContain('Αθήνα');
    await expect(names.filter((n) => /[A-Za-z]/.test(n))).toEqual([]);
  },
};
