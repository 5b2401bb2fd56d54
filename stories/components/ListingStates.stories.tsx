import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@portal/components/Button';
import { EmptyState } from '@portal/components/EmptyState';
import { ErrorState } from '@portal/components/ErrorState';
import { FoundCount } from '@portal/components/FoundCount';

/** The listing's found count, empty and error states. */
const meta = { title: 'Listing/States', component: FoundCount, args: { count: 40 } } satisfies Meta<typeof FoundCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FoundMany: Story = {};
export const FoundOne: Story = { args: { count: 1 } };
export const FoundNone: Story = { args: { count: 0 } };
/** Three is "few" in Czech and Russian: switch the locale in the toolbar. */
export const FoundFew: Story = { args: { count: 3 } };

export const Empty: StoryObj<typeof EmptyState> = {
  render: () => <EmptyState action={<Button variant="secondary">Clear filters</Button>} />,
};

/** Nothing matched in a city: the ways out are clearing every filter, or the whole city. */
export const EmptyInCity: StoryObj<typeof EmptyState> = {
  render: () => (
    <EmptyState
      action={
        <>
          <Button variant="secondary">Clear filters</Button>
          <Button>All in Prague</Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No profiles matching your criteria were found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All in Prague' })).toBeVisible();
  },
};

/** Without an action (a listing with no filter to drop). */
export const EmptyBare: StoryObj<typeof EmptyState> = { render: () => <EmptyState /> };

export const Failed: StoryObj<typeof ErrorState> = {
  args: { onRetry: fn() },
  render: (args) => <ErrorState {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Retrying: StoryObj<typeof ErrorState> = { render: () => <ErrorState onRetry={() => {}} retrying /> };
