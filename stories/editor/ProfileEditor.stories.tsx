import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileEditor } from '../../ui/components/editor';
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
