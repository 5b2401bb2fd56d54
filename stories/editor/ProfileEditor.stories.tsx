import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GENERAL_FIELDS, pickValues } from '@portal/components/features/editor';
import { ProfileEditor } from '@portal/components/editor';
import { completeValues, emptyValues, galleryOf, noStorage, options, phone, storyApi, storyPhotos } from './fixtures';

const meta = {
  title: 'Editor/ProfileEditor',
  component: ProfileEditor,
  args: {
    profileId: null, userId: 1, baseline: emptyValues(), status: null, isFinal: false, gallery: galleryOf(0),
    options, api: storyApi(), photos: storyPhotos(), storage: noStorage,
  },
} satisfies Meta<typeof ProfileEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /profile/create-profile: nothing yet; step 1 creates the profile. */
export const NewProfile: Story = {};

/** Step 1 filled in: Next creates the profile (user_id and the basic info), so photos can follow at step 4. */
export const StepOneCreatesTheProfile: Story = {
  args: { baseline: { ...emptyValues(), ...pickValues(completeValues(), GENERAL_FIELDS) }, api: storyApi() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Parameters' })).toBeVisible();
    await expect(args.api.create).toHaveBeenCalledWith(expect.objectContaining({ user_id: 1, name: 'Mila', category: 'escort' }));
  },
};

/** /profile/edit: everything filled in, two photos short of nothing. */
export const EditExisting: Story = {
  args: { profileId: 101, status: 'draft', baseline: completeValues(), gallery: galleryOf(3) },
};

/** Sent: the last step says pending, and the moderators asked a question. */
export const Moderating: Story = {
  args: {
    profileId: 101, status: 'moderating', isFinal: true, baseline: completeValues(), gallery: galleryOf(3),
    moderationMessage: 'Please confirm the city you work in.',
  },
};

export const Phone: Story = {
  ...EditExisting,
  ...phone,
};
