import type { Meta, StoryObj } from '@storybook/react-vite';
import { roleOf } from '../../.storybook/session';
import { BuyThisPlace } from '@portal/components/BuyThisPlace';

const meta = { title: 'Profile/BuyThisPlace', component: BuyThisPlace, args: { href: '/profile/payments' } } satisfies Meta<typeof BuyThisPlace>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A model buys the place in her own area. */
export const Model: Story = {};
/** A business buys it in the business area. */
export const Business: Story = { args: { href: '/business/payments' } };
/** A guest is sent to become a member first. */
export const Guest: Story = { args: { href: '/become-member' } };
export const AsButton: Story = { args: { href: undefined, onClick: () => {} } };
/** Where the action leads follows the toolbar's role. */
export const ToolbarRole: Story = {
  render: (args, { globals }) => {
    const role = roleOf(globals.role);
    const href = role === 'INDIVIDUAL' ? '/profile/payments' : role === 'BUSSINESS' ? '/business/payments' : role === 'MEMBER' ? '/registration/model' : '/become-member';
    return <BuyThisPlace {...args} href={href} />;
  },
};
