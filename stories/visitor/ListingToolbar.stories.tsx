import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProfileFilters } from '@portal/sdk';
import { CitySearch, cityOptionsOf } from '@portal/components/CitySearch';
import type { CityOption } from '@portal/components/CitySearch';
import { CityChip, ListingToolbar } from '@portal/components/ListingToolbar';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { ListingToolbarProps } from '@portal/components/ListingToolbar';
import { filterOptions } from '../fixtures';

/**
 * A listing's name search, city and order (beyond the spec): labelled fields from 768 px; on a
 * phone the compact part of the listing's one bar, a city chip that opens the search and the order. The host holds the
 * filters (on the site they live in the URL); the story prints them under the form.
 */
function Controlled(props: ListingToolbarProps & { withCity?: boolean }) {
  const { withCity, ...rest } = props;
  const { t } = useCachedTranslation();
  const [filters, setFilters] = useState<ProfileFilters>(props.filters);
  const cities = cityOptionsOf(filters.country_id ? filterOptions.countries.filter((c) => c.id === filters.country_id) : filterOptions.countries);
  const chosen: CityOption | null = cities.find((city) => city.id === filters.city_id) ?? null;
  const change = (next: ProfileFilters) => {
    props.onChange(next);
    setFilters(next);
  };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ListingToolbar
        {...rest}
        filters={filters}
        onChange={change}
        city={withCity ? (
          <CityChip label={chosen?.title ?? t('listing.allCities')} active={chosen !== null} valueKey={chosen?.id}>
            <CitySearch id="story-city" cities={cities} value={chosen} onChange={(city) => change({ ...filters, city_id: city?.id, country_id: city?.countryId })} />
          </CityChip>
        ) : undefined}
      />
      <output aria-label="Current filters" style={{ fontFamily: 'var(--font-mono)', fontSize: 12 }}>{JSON.stringify(filters)}</output>
    </div>
  );
}

const meta = {
  title: 'Visitor/ListingToolbar',
  component: ListingToolbar,
  args: { filters: {}, action: '/escort', onChange: fn() },
  render: (args) => <Controlled {...args} withCity />,
} satisfies Meta<typeof ListingToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const output = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current filters' });

/** Nothing searched: the name, the city and "Recommended" order, in a labelled search form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('search', { name: 'Search profiles' });
    await expect(within(form).getByRole('searchbox', { name: 'Name' })).toHaveValue('');
    await expect(within(form).getByRole('textbox', { name: 'City search' })).toHaveValue('');
    await expect(within(form).getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Recommended');
    await expect(form).toHaveAttribute('action', '/escort');
  },
};

/** A name searched on Enter, then an order chosen: each change reaches the host at once. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name' }), 'Chloé{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ name: 'Chloé' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await expect(output(canvasElement)).toHaveTextContent('{"name":"Chloé","sort":"price_asc"}');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/**
 * Filters from the URL: the name and the order shown, the other filters kept in hidden fields for
 * the form without JavaScript; clearing the name keeps the rest.
 */
export const FromUrl: Story = {
  args: { filters: { name: 'Alina', sort: 'rating', country_id: 2, city_id: 22, age_min: 25 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Name' })).toHaveValue('Alina');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best rated');
    await expect(canvas.getByRole('textbox', { name: 'City search' })).toHaveValue('Porto, Portugal');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the name search' }));
    await expect(output(canvasElement)).toHaveTextContent('{"sort":"rating","country_id":2,"city_id":22,"age_min":25}');
    await expect(canvas.getByRole('searchbox', { name: 'Name' })).toHaveValue('');
  },
};

/** Without a city search (a host that has none): the name and the order only. */
export const WithoutCity: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox', { name: 'City search' })).toBeNull();
  },
};

/** Russian on a phone: one field a row, every order translated. */
export const RussianPhone: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile1' } },
  args: { filters: { name: 'Александра-Виктория', sort: 'price_desc', country_id: 2, city_id: 22 }, action: '/ru/escort' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Поиск анкет' })).toBeVisible();
    // On a phone the name search is the filter sheet's; the form still sends it without JavaScript.
    await expect(canvas.queryByRole('searchbox', { name: 'Имя' })).toBeNull();
    await expect(canvasElement.querySelector('input[name="name"]')).toHaveValue('Александра-Виктория');
    const sort = canvas.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement;
    await expect([...sort.options].map((o) => o.text)).toEqual(['Рекомендуемые', 'Сначала новые', 'Цена: по возрастанию', 'Цена: по убыванию', 'С лучшим рейтингом']);
    // The city chip opens the city search under the bar; Escape folds it away again.
    const chip = canvas.getByRole('button', { expanded: false });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Поиск города' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(chip).toHaveAttribute('aria-expanded', 'false');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Greek, the longest order names. */
export const Greek: Story = {
  globals: { locale: 'el' },
  args: { filters: { sort: 'price_asc' }, action: '/el/escort' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Ταξινόμηση' })).toHaveDisplayValue('Τιμή: από τη χαμηλότερη');
    // At a phone's width the city search opens from its chip; wider, it is a field of the bar.
    const chip = canvas.queryByRole('button', { name: 'Όλες οι πόλεις' });
    if (chip) await userEvent.click(chip);
    // A plain field, or the combobox once an earlier story loaded its code.
    await expect(canvas.getAllByLabelText('Αναζήτηση πόλης')[0]).toBeVisible();
  },
};

/** German. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { action: '/de/escort' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sortieren nach' }), 'Neueste zuerst');
    await expect(output(canvasElement)).toHaveTextContent('{"sort":"newest"}');
  },
};
