import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProfileFilters } from '@portal/sdk';
import { ActiveFilters, activeFilterChips } from '@portal/components/ActiveFilters';
import type { ActiveFiltersProps } from '@portal/components/ActiveFilters';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { filterOptions } from '../fixtures';

const lisbon = filterOptions.countries.flatMap((c) => c.cities).find((c) => c.title === 'Lisbon')!;

/** Holds the filters like a listing would (there they live in the URL) and prints them. */
function Controlled({ initial, onRemove, onClearAll }: Pick<ActiveFiltersProps, 'onRemove' | 'onClearAll'> & { initial: ProfileFilters }) {
  const { t } = useCachedTranslation();
  const [filters, setFilters] = useState<ProfileFilters>(initial);
  const chips = activeFilterChips(filters, filterOptions, (key, values) => t(`filters.${key}`, values ?? {}), (name) => t('listing.nameFilter', { name }));
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 390 }}>
      <ActiveFilters
        chips={chips}
        onRemove={(chip) => {
          onRemove(chip);
          setFilters(chip.without);
        }}
        onClearAll={() => {
          onClearAll();
          setFilters({ sort: filters.sort });
        }}
      />
      <output aria-label="Current filters" style={{ fontFamily: 'var(--font-mono)', fontSize: 12 }}>{JSON.stringify(filters)}</output>
    </div>
  );
}

/** The listing's active filters as removable chips, one a value, then "Clear all". */
const meta = {
  title: 'Listing/ActiveFilters',
  component: Controlled,
  args: { initial: { city_id: lisbon.id, statuses: ['VIP', 'NEW'], age_min: 21, age_max: 30, name: 'Ann', sort: 'newest' }, onRemove: fn(), onClearAll: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several filters: one row that scrolls sideways on a phone. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove VIP' }));
    await expect(canvas.getByRole('status', { name: 'Current filters' })).toHaveTextContent(
      `{"city_id":${lisbon.id},"statuses":["NEW"],"age_min":21,"age_max":30,"name":"Ann","sort":"newest"}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(canvas.getByRole('status', { name: 'Current filters' })).toHaveTextContent('{"sort":"newest"}');
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull();
  },
};

/** Only the city: one chip, no "Clear all". */
export const OnlyCity: Story = {
  args: { initial: { city_id: lisbon.id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Lisbon' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
};

/** Nothing set: nothing rendered. */
export const None: Story = { args: { initial: {} } };

/** In Russian: the chip's accessible name follows the catalog ("Убрать: …"). */
export const Russian: Story = { args: { initial: { statuses: ['VIP'], age_min: 25 } }, globals: { locale: 'ru' } };
