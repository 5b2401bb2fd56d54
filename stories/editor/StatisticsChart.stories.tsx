import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatisticsChart } from '@portal/components/editor';
import { points } from './stats';

const meta = {
  title: 'Editor/StatisticsChart',
  component: StatisticsChart,
  args: { points },
} satisfies Meta<typeof StatisticsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoWeeks: Story = {};
export const AllTimeTotals: Story = { args: { totals: { views: 12840, likes: 310, reviews: 24 } } };
export const OneDay: Story = { args: { points: points.slice(0, 1) } };
export const Empty: Story = { args: { points: [] } };

/** The same numbers as a table, for screen readers and anyone who prefers them. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Show as a table'));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
