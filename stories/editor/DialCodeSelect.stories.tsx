import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DialCodeSelect } from '@portal/components/editor';
import type { DialCodeSelectProps } from '@portal/components/editor';
import { countries } from './fixtures';

const LABEL_ID = 'dial-code-label';
const ERROR_ID = 'dial-code-error';

/** As in the contacts step: a visible "Dial code" label names the trigger; the value is kept by the form. */
function Labelled({ value: initial, onChange, error, ...props }: DialCodeSelectProps & { error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', alignItems: 'flex-start' }}>
      <span id={LABEL_ID}>Dial code</span>
      <DialCodeSelect
        {...props}
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
        aria-labelledby={LABEL_ID}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? ERROR_ID : undefined}
      />
      {error ? <span id={ERROR_ID}>{error}</span> : null}
    </div>
  );
}

const meta = {
  title: 'Editor/DialCodeSelect',
  component: DialCodeSelect,
  args: { id: 'phone-code', value: undefined, countries, onChange: fn(), onBlur: fn() },
  render: (args) => <Labelled {...args} />,
} satisfies Meta<typeof DialCodeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Dial code' });

/** No value yet: +380 (§3), on a combobox named by its label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeVisible();
    await expect(trigger(canvasElement)).toHaveTextContent('+380');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};
/** Opened with the keyboard on the current code; ArrowUp and Enter pick the one above it, Germany +49. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ukraine +380' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Germany +49' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveTextContent('+49');
    await expect(args.onChange).toHaveBeenCalledWith('+49');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};
/** The list names the countries, codes they share together (+1: Canada, United States); a click picks one. */
export const PickWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const list = await screen.findByRole('listbox');
    const names = within(list).getAllByRole('option').map((o) => o.textContent);
    await expect(names).toEqual(['Canada, United States +1', 'Czechia +420', 'Germany +49', 'Ukraine +380']);
    await userEvent.click(within(list).getByRole('option', { name: 'Czechia +420' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveTextContent('+420');
    await expect(args.onChange).toHaveBeenCalledWith('+420');
    await expect(args.onBlur).toHaveBeenCalled();
  },
};
/** Escape closes the list and keeps +380; the field counts as touched (onBlur). */
export const EscapeKeepsValue: Story = {
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveTextContent('+380');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};
/** A saved code is shown as is. */
export const Preset: Story = {
  args: { value: '+420' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('+420');
  },
};
/** A code outside the country table (kept from older data) stays shown and selectable. */
export const CodeOutsideTable: Story = {
  args: { value: '+7' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('+7');
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByRole('option', { name: '+7' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
/** Invalid: the error is its description, and the combobox says it is invalid. */
export const Invalid: Story = {
  render: (args) => <Labelled {...args} error="Choose a dial code" />,
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger(canvasElement)).toHaveAccessibleDescription('Choose a dial code');
    await expect(within(canvasElement).getByText('Choose a dial code')).toBeVisible();
  },
};
