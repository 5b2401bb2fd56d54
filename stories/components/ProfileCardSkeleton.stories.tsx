import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCardSkeleton } from '../../ui/components/ProfileCardSkeleton';

const meta = {
  title: 'Listing/ProfileCardSkeleton',
  component: ProfileCardSkeleton,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof ProfileCardSkeleton>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
