import type { Meta, StoryObj } from '@storybook/react-vite';
import { BannerSizes } from '@portal/components/payments';

const meta = { title: 'Payments/BannerSizes', component: BannerSizes } satisfies Meta<typeof BannerSizes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every placement of BANNER_SIZES (sdk/business), in the buy-banners layout's information block. */
export const Sizes: Story = {};
