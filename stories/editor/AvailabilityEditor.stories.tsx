import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { WorkingTime } from '../../schemas';
import { WEEK_DAYS } from '../../schemas/constants';
import { availabilitySummary } from '../../sdk/calendar';
import { AvailabilityNote } from '@portal/components';
import { AvailabilityEditor } from '@portal/components/editor';
import { phone } from './fixtures';

const week = Object.fromEntries(
  WEEK_DAYS.map((d) => [d, d === 'sun' ? { from: null, to: null, notAvailable: true } : { from: '10:00', to: '22:00', notAvailable: false }]),
) as WorkingTime;

const meta = {
  title: 'Editor/AvailabilityEditor',
  component: AvailabilityEditor,
  args: { value: { working_time: week, days_off: ['2026-12-24', '2026-12-31'] }, onSubmit: fn(async () => undefined), minDate: '2026-12-01' },
} satisfies Meta<typeof AvailabilityEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};
export const NoDaysOff: Story = { args: { value: { working_time: week, days_off: [] } } };
export const Phone: Story = { ...phone };
/** What visitors read on the profile, from the same data (Thursday 24 December 2026, a day off). */
export const OnThePublicProfile: Story = {
  render: (args) => <AvailabilityNote summary={availabilitySummary(args.value.working_time, args.value.days_off, new Date(2026, 11, 24, 12))} />,
};
