import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PhotoViewer } from '@portal/components/PhotoViewer';
import type { PhotoViewerProps } from '@portal/components/PhotoViewer';
import { photoSlides } from '@portal/components/PhotoViewer/photoSlides';
import { profile } from '../fixtures';

/**
 * The gallery's "Full screen" button and the full-screen photos (beyond the spec): a
 * modal dialog (yet-another-react-lightbox) with arrows, swipe, Escape and zoom, every label from
 * the catalog. The host holds which photo shows and whether it is open, as the profile page does.
 */
function Hosted(props: PhotoViewerProps) {
  const [open, setOpen] = useState(props.open);
  const [index, setIndex] = useState(props.index);
  return (
    <div style={{ position: 'relative', width: 300, height: 400, background: 'var(--color-surface)' }}>
      <PhotoViewer {...props} open={open} onOpenChange={setOpen} index={index} onIndexChange={setIndex} />
      <output aria-label="Shown photo" style={{ position: 'absolute', bottom: 8, left: 8 }}>{index + 1}</output>
    </div>
  );
}

const meta = {
  title: 'Visitor/PhotoViewer',
  component: PhotoViewer,
  args: {
    slides: photoSlides(profile.images, profile.name),
    name: profile.name,
    index: 0,
    open: false,
    onIndexChange: () => {},
    onOpenChange: () => {},
  },
  render: (args) => <Hosted {...args} />,
  // An open viewer is modal: on the docs page each story gets its own frame, not the whole page.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof PhotoViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The dialog, once its opening fade is over (the viewer's code loads on first use). */
async function shownDialog(name: string): Promise<HTMLElement> {
  const dialog = await body().findByRole('dialog', { name }, { timeout: 15_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  return dialog;
}

/** The button over the gallery's photo. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Full screen' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/**
 * Opened: the dialog names whose photos; Next and the arrow key move on, zoom works, Escape closes,
 * the focus is back on the button and the gallery shows the photo reached.
 */
export const Browse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Full screen' });
    await userEvent.click(button);
    const dialog = await shownDialog('Photos of Chloé');
    await expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await userEvent.keyboard('{ArrowRight}');
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    await waitFor(() => expect(zoomIn).toBeEnabled());
    await userEvent.click(zoomIn);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeEnabled());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // The gallery behind follows: the third photo after Next and one arrow key.
    await expect(canvas.getByRole('status', { name: 'Shown photo' })).toHaveTextContent('3');
  },
};

/** Opened at the last photo on a phone. */
export const PhoneAtLastPhoto: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: { index: 3, open: true },
  play: async () => {
    const dialog = await shownDialog('Photos of Chloé');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Photo 4 of 4' })).toBeInTheDocument();
  },
};

/** One photo only: nothing to move to, the arrows disabled. */
export const SinglePhoto: Story = {
  args: { slides: photoSlides({ main_slide: profile.images.main_slide, other_sliders: [] }, profile.name), open: true },
  play: async () => {
    const dialog = await shownDialog('Photos of Chloé');
    await expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  },
};

/** No photos: no button. */
export const NoPhotos: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Russian: the button and the dialog's controls in the visitor's language. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { name: 'Александра-Виктория', slides: photoSlides(profile.images, 'Александра-Виктория') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'На весь экран' }));
    const dialog = await shownDialog('Фото: Александра-Виктория');
    await expect(within(dialog).getByRole('button', { name: 'Увеличить' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Greek. */
export const Greek: Story = {
  globals: { locale: 'el' },
  args: { name: 'Ελένη', open: true },
  play: async () => {
    const dialog = await shownDialog('Φωτογραφίες: Ελένη');
    await expect(within(dialog).getByRole('button', { name: 'Σμίκρυνση' })).toBeInTheDocument();
  },
};
