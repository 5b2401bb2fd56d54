import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessInfo } from '@portal/components/BusinessInfo';
import { business } from '../fixtures';

const meta = { title: 'Business/BusinessInfo', component: BusinessInfo, args: { business } } satisfies Meta<typeof BusinessInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Agency: Story = {};
/** A freshly registered business: no general info or working time saved yet. */
export const NotFilledIn: Story = { args: { business: { ...business, general_info: null, working_time: null, website: null, payment_types: [], parking_types: [], description: '' } } };
