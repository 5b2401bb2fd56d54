import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ModelPicker, type PromotableModel } from '@portal/components/payments';

const MODELS: readonly PromotableModel[] = [
  { id: 501, name: 'Alina', package: 'VIP' },
  { id: 502, name: 'Bianca', package: null },
  { id: 503, name: 'Clara', package: 'TOP' },
];

function Controlled({ models, initial }: { models: readonly PromotableModel[]; initial: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <ModelPicker models={models} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Payments/ModelPicker',
  component: ModelPicker,
  args: { models: MODELS, value: null, onChange: () => undefined },
} satisfies Meta<typeof ModelPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default: the business page itself is promoted; each model shows its current package. */
export const Default: Story = {
  render: (args) => <Controlled models={args.models} initial={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveAccessibleName();
    await expect(canvas.getByRole('option', { name: '\u2068Alina\u2069 · VIP' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '502');
    await expect((select as HTMLSelectElement).value).toBe('502');
  },
};

/** A model already chosen (e.g. from the dashboard's "promote" link). */
export const Preselected: Story = {
  render: (args) => <Controlled models={args.models} initial={503} />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox') as HTMLSelectElement;
    await expect(select.value).toBe('503');
  },
};

/** A business without models: only its own page can be promoted. */
export const NoModels: Story = {
  args: { models: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(1);
  },
};

/** While a purchase is pending the choice is locked. */
export const Disabled: Story = {
  args: { disabled: true, value: 501 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
