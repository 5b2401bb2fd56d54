import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from '@portal/components/Pagination';

const meta = {
  title: 'Listing/Pagination',
  component: Pagination,
  args: { page: 5, totalPages: 12, hrefFor: (page: number) => (page === 1 ? '/escort' : `/escort?page=${page}`) },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('5');
  },
};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, totalPages: 3 } };
