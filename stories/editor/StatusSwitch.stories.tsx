import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StatusSwitch } from '@portal/components/editor';
import { wait } from './fixtures';

function Demo({ initial, fail }: { initial: boolean; fail?: boolean }) {
  const [active, setActive] = useState(initial);
  return (
    <StatusSwitch
      active={active}
      onChange={async (next) => {
        await wait(300);
        if (fail) throw new TypeError('Network request failed');
        setActive(next);
      }}
    />
  );
}

const meta = {
  title: 'Editor/StatusSwitch',
  component: Demo,
  args: { initial: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = { args: { initial: false } };

/** Switching asks first. */
export const AsksBeforeDeactivating: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Profile visible' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Deactivate this profile?' })).toBeVisible();
  },
};

export const Failure: Story = { args: { fail: true } };
