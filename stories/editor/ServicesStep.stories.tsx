import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServicesStep } from '@portal/components/editor';
import { completeValues, currencies, emptyValues, services } from './fixtures';
import { StepFrame } from './StepFrame';

const meta = {
  title: 'Editor/Steps/3 Services',
  component: ServicesStep,
  args: { services, currency: currencies[1], values: emptyValues(), onSubmit: fn(), onChange: fn(), onInvalid: fn() },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof ServicesStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Included, extra charge (with its price and duration) and taboo services. */
export const Chosen: Story = { args: { values: completeValues() } };
