import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DESCRIPTION_MAX_LENGTH, TEXT_MIN_LENGTH } from '../../schemas/constants';
import { AboutMeStep } from '@portal/components/editor';
import { completeValues, emptyValues } from './fixtures';
import { StepFrame } from './StepFrame';

const meta = {
  title: 'Editor/Steps/5 About me',
  component: AboutMeStep,
  args: { values: emptyValues(), onSubmit: fn(), onChange: fn(), onInvalid: fn() },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof AboutMeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** With the 30-word preview under the counter. */
export const Written: Story = { args: { values: completeValues() } };

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Hello there');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(`fill in at least ${TEXT_MIN_LENGTH} characters`, { selector: '[id$="-error"]' })).toBeVisible();
  },
};

/** Typing stops at the limit; the counter (announced politely) shows it. */
export const AtTheLimit: Story = {
  args: { values: { ...emptyValues(), description: 'a'.repeat(DESCRIPTION_MAX_LENGTH - 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(box, 'bcd');
    await expect(box).toHaveValue(`${'a'.repeat(DESCRIPTION_MAX_LENGTH - 1)}b`);
    await expect(canvas.getByText(`${DESCRIPTION_MAX_LENGTH} / ${DESCRIPTION_MAX_LENGTH} characters`)).toHaveAttribute('aria-live', 'polite');
  },
};

/** A description stored longer than the limit (typing cannot make one) says so on Next. */
export const TooLong: Story = {
  args: { values: { ...emptyValues(), description: 'a'.repeat(DESCRIPTION_MAX_LENGTH + 5) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(`The description cannot exceed ${DESCRIPTION_MAX_LENGTH} characters`)).toBeVisible();
  },
};
