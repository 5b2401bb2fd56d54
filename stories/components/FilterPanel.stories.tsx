import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { ProfileFilters } from '../../schemas/filters';
import { usePortalQueries } from '@portal/sdk/react';
import { FilterPanel } from '@portal/components/FilterPanel';
import type { FilterPanelProps } from '@portal/components/FilterPanel';
import { Spinner } from '@portal/components/Spinner';
import { filterOptions } from '../fixtures';

/** Holds the value like a page would (there it lives in the URL) and prints the payload. */
function Controlled(props: FilterPanelProps) {
  const [value, setValue] = useState<ProfileFilters>(props.value);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <FilterPanel {...props} value={value} onChange={setValue} onReset={() => setValue({})} />
      <output aria-label="Current filters" style={{ fontFamily: 'var(--font-mono)', fontSize: 12, whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(value)}
      </output>
    </div>
  );
}

const meta = {
  title: 'Listing/FilterPanel',
  component: FilterPanel,
  args: { value: {}, options: filterOptions, layout: 'inline', onChange: () => {}, onReset: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Filters from a URL: the sections holding set values open at once. */
export const WithValues: Story = {
  args: {
    value: { country_id: 1, city_id: 11, age_min: 22, age_max: 35, height_min: 160, statuses: ['VIP', 'VERIFIED'], gender: [1], incall_outcall: 'outcall', hair_color: [2], eyes: [1, 3] },
  },
  // The open groups' checkboxes come with their lazily loaded part: the story is done (and shot)
  // once the values from the URL show in them.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Brunette' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Green' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Brown' })).toBeChecked();
  },
};

/** Keyboard on the age slider: it never goes below 18. */
export const AgeFloor: Story = {
  args: { options: { ...filterOptions, ages: { min: 16, max: 60 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [min] = canvas.getAllByRole('slider');
    await expect(min).toHaveAttribute('aria-valuemin', '18');
    min!.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByLabelText('Current filters')).toHaveTextContent('{"age_min":20}');
  },
};

/** Rare groups are collapsed; their content loads on first open. */
export const OpenSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('button', { expanded: false })[0]!;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findAllByRole('checkbox')).not.toHaveLength(0);
  },
};

/** Phones: a Filters button opens the panel in a drawer. */
export const Drawer: Story = {
  args: { layout: 'drawer', value: { statuses: ['TOP'] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    // The drawer's dialog is a lazy chunk: on a busy machine it can take more than the default second.
    await expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * A phone's sheet as a listing uses it: the name search inside, the filters pending until Apply,
 * which says how many results they give (the host counts them; here a fixed 37).
 */
export const DrawerWithCount: Story = {
  args: { layout: 'drawer', value: { statuses: ['TOP'] }, nameSearch: true, pendingCount: 37, onPendingChange: fn() },
  play: async ({ canvasElement, args }) => {
    // The page behind an open sheet is hidden from assistive technology: find the output first.
    const current = within(canvasElement).getByRole('status', { name: 'Current filters' });
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Name' }), 'Ann');
    await expect(args.onPendingChange).toHaveBeenLastCalledWith({ statuses: ['TOP'], name: 'Ann' });
    await expect(current).toHaveTextContent('{"statuses":["TOP"]}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 37 results' }));
    await expect(current).toHaveTextContent('{"statuses":["TOP"],"name":"Ann"}');
  },
};

/** One result: the singular ("Show 1 result"; switch the locale for the other plural forms). */
export const DrawerWithOneResult: Story = {
  args: { layout: 'drawer', value: {}, pendingCount: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(dialog).getByRole('button', { name: 'Show 1 result' })).toBeVisible();
  },
};

/** Responsive: inline from 768 px, the drawer button below (resize the canvas). */
export const Responsive: Story = { args: { layout: 'responsive' } };

/** The options as the mock API answers GET /api/filter-data (MSW). */
export const FromApi: Story = {
  render: (args) => {
    const FromApiPanel = () => {
      const { data } = useQuery(usePortalQueries().reference.filterData('escort'));
      return data ? <Controlled {...args} options={data.data.profile} /> : <Spinner showLabel />;
    };
    return <FromApiPanel />;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('search', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The mock API's options in Russian (Content-Language): genders, and every section once opened. */
export const FromApiRussian: Story = {
  ...FromApi,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Женщина' }, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Услуги/ }));
    await expect(await canvas.findByRole('checkbox', { name: 'Классический массаж' })).toBeVisible();
  },
};
