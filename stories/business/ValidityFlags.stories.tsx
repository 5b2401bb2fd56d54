import type { Meta, StoryObj } from '@storybook/react-vite';
import { businessValidityFlags, emptyBusinessValues } from '@portal/components/features/business';
import { ValidityFlags } from '@portal/components/business';
import { completeBusiness } from './fixtures';

const meta = { title: 'Business/ValidityFlags', component: ValidityFlags, args: { flags: businessValidityFlags(emptyBusinessValues()) } } satisfies Meta<typeof ValidityFlags>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §5 flags of an empty questionnaire: everything missing. */
export const Missing: Story = {};
export const Complete: Story = { args: { flags: businessValidityFlags(completeBusiness()) } };
export const Mixed: Story = { args: { flags: { parking: false, paymentTypes: true, currency: true, country: true, city: false } } };
