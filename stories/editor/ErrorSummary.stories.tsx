import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@portal/components/Button';
import { ErrorSummary } from '@portal/components/editor';
import type { ErrorItem } from '@portal/components/editor';

/** Two of the editor's fields, with the ids the steps give them (`<form id>-<path>`). */
const NAME_ID = 'profile-editor-step-name';
const PHONE_ID = 'profile-editor-step-phone_number-tel';

/** As the steps report them: each with its field's visible label, so a line reads "Label: message". */
const twoErrors: ErrorItem[] = [
  { field: 'name', id: NAME_ID, label: 'Name', message: 'This field is required' },
  { field: 'phone_number.tel', id: PHONE_ID, label: 'Phone number', message: 'Enter the number' },
];

/** The fields the summary's links lead to, below it as in the wizard. */
function Fields() {
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem', marginTop: '1rem' }}>
      <label htmlFor={NAME_ID}>Name</label>
      <input id={NAME_ID} />
      <label htmlFor={PHONE_ID}>Phone number</label>
      <input id={PHONE_ID} type="tel" />
    </div>
  );
}

const withFields = (Story: () => ReactNode) => (
  <div>
    <Story />
    <Fields />
  </div>
);

const meta = {
  title: 'Editor/ErrorSummary',
  component: ErrorSummary,
  args: { errors: twoErrors },
  decorators: [withFields],
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An alert (announced when it appears) with the title and one link per error naming its field, to its field's id. */
export const TwoErrors: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveTextContent('Please check the following:');
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(within(summary).getByRole('link', { name: 'Name: This field is required' })).toHaveAttribute('href', `#${NAME_ID}`);
    await expect(within(summary).getByRole('link', { name: 'Phone number: Enter the number' })).toHaveAttribute('href', `#${PHONE_ID}`);
  },
};
/** A link puts the focus in its field, by mouse and by keyboard. */
export const LinksFocusTheirFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Phone number: Enter the number' }));
    await expect(canvas.getByLabelText('Phone number')).toHaveFocus();
    canvas.getByRole('link', { name: 'Name: This field is required' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
  },
};
export const CustomTitle: Story = {
  args: { title: 'Fix these before sending to moderation:' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert');
    await expect(summary).toHaveTextContent('Fix these before sending to moderation:');
    await expect(summary).not.toHaveTextContent('Please check the following:');
  },
};
/** Translated title and line format; labels and messages come already translated from the step. */
export const Czech: Story = {
  globals: { locale: 'cz' },
  args: { errors: [{ field: 'name', id: NAME_ID, label: 'Jméno', message: 'Toto pole je povinné' }] },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert');
    await expect(summary).toHaveTextContent('Zkontrolujte prosím:');
    await expect(within(summary).getByRole('link', { name: 'Jméno: Toto pole je povinné' })).toHaveAttribute('href', `#${NAME_ID}`);
  },
};
/** No errors: nothing is rendered and nothing announced. */
export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Please check the following:')).not.toBeInTheDocument();
  },
};

/** As in the wizard: absent at first, it appears (and is announced) after a submit with errors. */
function SubmitDemo({ errors }: { errors: readonly ErrorItem[] }) {
  const [shown, setShown] = useState<readonly ErrorItem[]>([]);
  return (
    <>
      <ErrorSummary errors={shown} />
      <div style={{ marginTop: '1rem' }}>
        <Button onClick={() => setShown(errors)}>Next</Button>
      </div>
    </>
  );
}
export const AppearsOnSubmit: Story = {
  render: (args) => <SubmitDemo errors={args.errors} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toBeVisible();
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
  },
};
