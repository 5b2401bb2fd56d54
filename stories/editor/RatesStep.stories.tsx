import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatesStep } from '@portal/components/editor';
import { completeValues, currencies, emptyValues } from './fixtures';
import { StepFrame } from './StepFrame';

const meta = {
  title: 'Editor/Steps/7 Rates',
  component: RatesStep,
  args: { currency: currencies[1], values: emptyValues(), onSubmit: fn(), onChange: fn(), onInvalid: fn() },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof RatesStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ThreeRates: Story = { args: { values: completeValues() } };

export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a rate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a rate' }));
    await expect(canvas.getAllByRole('combobox', { name: 'Duration' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the rate for 15 minutes' }));
    await expect(canvas.getAllByRole('combobox', { name: 'Duration' })).toHaveLength(1);
  },
};

/**
 * A row without a price is refused by Next; typing the price clears that at once (not only when the
 * field is left), so the page does not shrink under the next click on Next.
 */
export const PriceClearsTheRowError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a rate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const incall = canvas.getByRole('spinbutton', { name: /^Incall/ });
    await expect(incall).toHaveAccessibleDescription('This field is required');
    await userEvent.type(incall, '150');
    await expect(incall).not.toHaveAttribute('aria-invalid');
    await expect(incall).toHaveFocus();
  },
};
