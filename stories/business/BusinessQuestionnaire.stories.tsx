import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyBusinessValues } from '@portal/components/features/business';
import { BusinessQuestionnaire } from '@portal/components/business';
import { galleryOf, noStorage, phone } from '../editor/fixtures';
import { businessPhotos, completeBusiness, questionnaireApi, questionnaireOptions } from './fixtures';

const meta = {
  title: 'Business/BusinessQuestionnaire',
  component: BusinessQuestionnaire,
  args: {
    businessId: 1, baseline: emptyBusinessValues(), isFinal: false, gallery: galleryOf(0), options: questionnaireOptions,
    api: questionnaireApi(), photos: businessPhotos(0), storage: noStorage, crop: async (file) => file,
  },
} satisfies Meta<typeof BusinessQuestionnaire>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /business/create-business: a freshly registered business; escort (category 1) preselected. */
export const NewBusiness: Story = {};

/** /business/edit: everything filled in. */
export const EditExisting: Story = {
  args: { baseline: completeBusiness(), gallery: galleryOf(3), photos: businessPhotos(3) },
};

/** The general-info step with its §5 validity flags (parking, payment types, currency, country, city, phone). */
export const GeneralInfoFlags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /General information/ }));
    await expect(await canvas.findByRole('list', { name: 'Required information' })).toBeVisible();
  },
};

/** Next on an empty step: the error summary. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Please check the following:')).toBeVisible();
  },
};

/** The last step: the agency picture request and "Finish and publish" (is_final). */
export const LastStep: Story = {
  args: EditExisting.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Agency picture/ }));
    await expect(await canvas.findByRole('button', { name: 'Finish and publish' })).toBeVisible();
  },
};

export const Phone: Story = { ...EditExisting, ...phone };
