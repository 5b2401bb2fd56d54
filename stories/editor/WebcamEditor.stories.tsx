import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileEditor } from '@portal/components/editor';
import { completeValues, emptyValues, galleryOf, noStorage, options, phone, storyApi, storyPhotos } from './fixtures';

/** A web cam model's values: what her editor asks for (platforms, show times), no rates or services. */
const camValues = () => ({
  ...completeValues(),
  category: 'web_cam' as const,
  rates: [], inklusive_services: [], additional_services: [], taboo_services: [], meeting_with: [], available_for: null,
  cam_links: [
    { platform: 'CamStage', url: 'https://camstage.example.com/mila' },
    { platform: 'LiveRoom', url: 'https://liveroom.example.com/mila' },
  ],
});

/**
 * The web cam variant of the profile editor (/profile_webcam/create-profile and /edit): the same
 * components, the steps and hidden fields of sdk/profile-variants/variant-data.ts.
 */
const meta = {
  title: 'Editor/ProfileEditor/Web cam',
  component: ProfileEditor,
  args: {
    profileId: null, userId: 1, baseline: { ...emptyValues(), category: 'web_cam' }, status: null, isFinal: false,
    gallery: galleryOf(0), options, api: storyApi(), photos: storyPhotos(), storage: noStorage,
  },
} satisfies Meta<typeof ProfileEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Profile steps' });

/** /profile_webcam/create-profile: nine steps, web cam preselected; no services or rates. */
export const NewWebcamProfile: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(nav(canvasElement));
    await expect(steps.getByRole('button', { name: /^Cam platforms/ })).toBeInTheDocument();
    await expect(steps.getByRole('button', { name: /^Show times/ })).toBeInTheDocument();
    await expect(steps.queryByRole('button', { name: /^Rates/ })).toBeNull();
    await expect(steps.queryByRole('button', { name: /^Services/ })).toBeNull();
  },
};

/** Her parameters: languages, no travel or meetings. */
export const Parameters: Story = {
  args: { profileId: 101, status: 'draft', baseline: camValues(), gallery: galleryOf(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(nav(canvasElement)).getByRole('button', { name: /^Parameters/ }));
    await expect(await canvas.findByRole('group', { name: 'Languages' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Meets with' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Available for' })).toBeNull();
  },
};

/** Her platforms step with two links. */
export const Platforms: Story = {
  args: { profileId: 101, status: 'draft', baseline: camValues(), gallery: galleryOf(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(nav(canvasElement)).getByRole('button', { name: /^Cam platforms/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cam platforms' })).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /^Platform/ })).toHaveLength(2);
  },
};

/** Her working time, titled show times. */
export const ShowTimes: Story = {
  args: { profileId: 101, status: 'draft', baseline: camValues(), gallery: galleryOf(3) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(nav(canvasElement)).getByRole('button', { name: /^Show times/ }));
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Show times' })).toBeVisible();
  },
};

/** At a phone's width the steps fold into "Step 1 of 9". */
export const OnAPhone: Story = {
  args: { profileId: 101, status: 'draft', baseline: camValues(), gallery: galleryOf(3) },
  ...phone,
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getByRole('button', { expanded: false })).toHaveTextContent('Step 1 of 9');
  },
};
