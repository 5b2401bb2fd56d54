import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftNotice, Wizard } from '@portal/components/editor';
import { phone } from './fixtures';
import type { WizardStep } from '@portal/components/editor';

const STEPS: WizardStep[] = [
  { id: 'a', label: 'General info', status: 'Completed', tone: 'done' },
  { id: 'b', label: 'Parameters', status: 'In progress', tone: 'progress' },
  { id: 'c', label: 'Services', status: 'Not completed', tone: 'todo' },
  { id: 'd', label: 'Send to moderation', status: 'Pending', tone: 'pending' },
];

/** The generic shell with a dummy form per step: it knows nothing of profiles. */
function Demo(props: Partial<Parameters<typeof Wizard>[0]>) {
  const [current, setCurrent] = useState(props.currentId ?? 'b');
  const index = STEPS.findIndex((s) => s.id === current);
  return (
    <Wizard
      steps={STEPS} formId="demo-step" {...props} currentId={current} onSelect={setCurrent}
      onBack={() => setCurrent(STEPS[index - 1]?.id ?? current)}
    >
      <form id="demo-step" onSubmit={(e) => { e.preventDefault(); setCurrent(STEPS[index + 1]?.id ?? current); }}>
        <label htmlFor="demo-field">Demo field</label>
        <input id="demo-field" />
      </form>
    </Wizard>
  );
}

const meta = {
  title: 'Editor/Wizard',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Profile steps' });
    await expect(within(nav).getByRole('button', { name: /Parameters/ })).toHaveAttribute('aria-current', 'step');
  },
};

/** 390 px: the step list collapses into "Step n of N". */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { expanded: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const WithErrorsAndDraftNotice: Story = {
  args: {
    errors: [
      { field: 'demo', id: 'demo-field', message: 'This field is required' },
      { field: 'other', id: 'demo-field', message: 'fill in at least 50 characters' },
    ],
    notice: <DraftNotice onDiscard={fn()} onDismiss={fn()} />,
  },
};

export const Busy: Story = { args: { busy: true } };
