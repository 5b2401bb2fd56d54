import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactsStep } from '@portal/components/editor';
import { completeValues, countries, currencies, emptyValues } from './fixtures';
import { StepFrame } from './StepFrame';

const meta = {
  title: 'Editor/Steps/6 Contacts',
  component: ContactsStep,
  args: { countries, currencies, values: emptyValues(), onSubmit: fn(), onChange: fn(), onInvalid: fn() },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof ContactsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both dial codes start at +380. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const codes = within(canvasElement).getAllByRole('combobox', { name: 'Dial code' });
    for (const code of codes) await expect(code).toHaveTextContent('+380');
  },
};
export const Filled: Story = { args: { values: completeValues() } };
