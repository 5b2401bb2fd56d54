import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PreviewStep } from '@portal/components/editor';
import { completeValues, countries, currencies, galleryOf, individualData } from './fixtures';
import { StepFrame } from './StepFrame';

const meta = {
  title: 'Editor/Steps/9 Preview',
  component: PreviewStep,
  args: { values: completeValues(), gallery: galleryOf(4), data: individualData, countries, currencies, onSubmit: fn() },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof PreviewStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in view, made of the public profile's components. */
export const Fallback: Story = {};

/** The site passes its own public profile view; the summary is cut to 30 words. */
export const WithSiteView: Story = {
  args: {
    renderProfile: ({ values, summary }) => (
      <article aria-label={values.name}>
        <h3>{values.name}</h3>
        <p>{summary}</p>
      </article>
    ),
  },
};
