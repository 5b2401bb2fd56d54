import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeAdvertisingBanner } from '@portal/components/business';

const meta = {
  title: 'Business/FreeAdvertisingBanner',
  component: FreeAdvertisingBanner,
  args: { until: '2026-05-20T00:00:00+00:00', now: Date.parse('2026-03-01T00:00:00Z') },
} satisfies Meta<typeof FreeAdvertisingBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §1, §9: shown while the three free months last. */
export const Running: Story = {};
/** Over: nothing is shown. */
export const Ended: Story = { args: { until: '2026-02-01T00:00:00+00:00' } };
