import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ParametersStep } from '@portal/components/editor';
import { completeValues, emptyValues, individualData } from './fixtures';
import { StepFrame } from './StepFrame';

const meta = {
  title: 'Editor/Steps/2 Parameters',
  component: ParametersStep,
  args: { data: individualData, values: emptyValues(), onSubmit: fn(), onChange: fn(), onInvalid: fn() },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof ParametersStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Optional parameters left unset are sent as null. */
export const Filled: Story = {
  args: { values: completeValues() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ hair_length_id: null, tattoo_id: null }), 'next');
  },
};
