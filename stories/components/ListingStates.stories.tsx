import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../ui/components/Button';
import { EmptyState } from '../../ui/components/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState';
import { FoundCount } from '../../ui/components/FoundCount';

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
  render: () => <EmptyState action={<Button variant="secondary">Reset filters</Button>} />,
};

export const Failed: StoryObj<typeof ErrorState> = {
  args: { onRetry: fn() },
  render: (args) => <ErrorState {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Retrying: StoryObj<typeof ErrorState> = { render: () => <ErrorState onRetry={() => {}} retrying /> };
