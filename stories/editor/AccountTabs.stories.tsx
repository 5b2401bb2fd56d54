import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountTabs, StatisticsChart, StatusSwitch, VerificationRequest } from '../../ui/components/editor';
import { phone } from './fixtures';
import { points } from './stats';

const meta = {
  title: 'Editor/AccountTabs',
  component: AccountTabs,
  args: {
    panels: {
      profile: (
        <div style={{ display: 'grid', gap: '1.5rem' }}>
          <StatusSwitch active onChange={async () => undefined} />
          <VerificationRequest state="none" onSubmit={async () => undefined} />
        </div>
      ),
      statistics: <StatisticsChart points={points} />,
      purchases: <p>No purchases yet.</p>,
    },
  },
} satisfies Meta<typeof AccountTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const Statistics: Story = { args: { defaultValue: 'statistics' } };
export const Phone: Story = { ...phone };
