import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WorkingTimeStep } from '@portal/components/editor';
import { completeValues, emptyValues } from './fixtures';
import { StepFrame } from './StepFrame';

const meta = {
  title: 'Editor/Steps/8 Working time',
  component: WorkingTimeStep,
  args: { values: emptyValues(), onSubmit: fn(), onChange: fn(), onInvalid: fn() },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof WorkingTimeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Weekdays 12:00 – 23:00, weekend not available. */
export const Weekdays: Story = { args: { values: completeValues() } };
