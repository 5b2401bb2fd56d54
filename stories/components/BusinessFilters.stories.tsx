import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { usePortalQueries } from '@portal/sdk/react';
import { BusinessFilters } from '@portal/components/BusinessFilters';
import type { BusinessFilterValue, BusinessFiltersProps } from '@portal/components/BusinessFilters';
import { Spinner } from '@portal/components/Spinner';

const countries = [
  { id: 2, title: 'Czechia', cities: [{ id: 6, title: 'Prague' }, { id: 7, title: 'Brno' }] },
  { id: 3, title: 'Germany', cities: [{ id: 10, title: 'Berlin' }, { id: 11, title: 'Munich' }] },
];

/** Holds the value as the page does (there it lives in the URL) and prints it. */
function Controlled(props: BusinessFiltersProps) {
  const [value, setValue] = useState<BusinessFilterValue>(props.value);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 760 }}>
      <BusinessFilters {...props} value={value} onChange={setValue} />
      <output aria-label="Current filters" style={{ fontFamily: 'var(--font-mono)', fontSize: 12 }}>{JSON.stringify(value)}</output>
    </div>
  );
}

const meta = {
  title: 'Listing/BusinessFilters',
  component: BusinessFilters,
  args: { value: {}, countries, action: '/agencies', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BusinessFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const output = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current filters' });

/** Nothing chosen: a city from every country's list sets its country too. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Prague');
    await expect(output(canvasElement)).toHaveTextContent('{"country_id":2,"city_id":6}');
    await expect(canvas.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/agencies');
  },
};

/** A country and its city from the URL: the city select lists that country's cities only. */
export const WithValues: Story = { args: { value: { country_id: 3, city_id: 11 } } };

/** Czech: the labels from the catalog, the places as the API named them. */
export const Czech: Story = {
  globals: { locale: 'cz' },
  args: { value: { country_id: 2 }, action: '/cz/agencies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Země' })).toHaveDisplayValue('Czechia');
    await expect(canvas.getByRole('link', { name: 'Zrušit filtry' })).toBeVisible();
  },
};

/** The choices as the mock API answers GET /api/filter-data (data.business), in the toolbar's language. */
export const FromApi: Story = {
  render: (args) => {
    const FromApiFilters = () => {
      const { data } = useQuery(usePortalQueries().reference.filterData());
      if (!data) return <Spinner showLabel />;
      return <Controlled {...args} countries={data.data.business.countries} />;
    };
    return <FromApiFilters />;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('search', {}, { timeout: 15_000 })).toBeVisible();
  },
};
