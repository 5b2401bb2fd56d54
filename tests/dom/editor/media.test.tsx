import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, PHOTO_MIN_COUNT } from '../../../schemas/constants';
import type { Gallery } from '../../../schemas';
import type { UploadOptions } from '@portal/components/features/editor';
import { MediaStep } from '@portal/components/editor';
import { mediaFile } from '../../support/media-files';
import { galleryOf, image, photo } from './fixtures';
import { renderEditor, renderEditorIn } from './i18n';
import { deletePhoto, pick } from './photo-menu';

// Whole forms typed through user-event: generous under a loaded CI machine.
vi.setConfig({ testTimeout: 15_000 });

const Next = () => <button type="submit" form="profile-editor-step">Next</button>;
const identity = async (file: Blob) => file;
const user = () => userEvent.setup({ delay: null, applyAccept: false });

/**
 * The crop dialog, once it takes pointer input: the modal dialog turns the page's pointer events
 * off and its own back on in effects after it mounts, and a click between the two (a busy machine)
 * would land on a button that cannot be pressed yet.
 */
async function cropDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Crop photo' });
  await waitFor(() => expect(document.body.style.pointerEvents === 'none' ? dialog.style.pointerEvents : 'auto').toBe('auto'));
  return dialog;
}

/** An upload the test finishes by hand, reporting progress in between. */
function deferredUpload() {
  const calls: Array<{ file: Blob; options: UploadOptions; resolve: (g: Gallery) => void; reject: (e: unknown) => void }> = [];
  const upload = vi.fn((file: Blob, options: UploadOptions) => new Promise<Gallery>((resolve, reject) => {
    calls.push({ file, options, resolve, reject });
  }));
  return { upload, calls };
}

describe('MediaStep', () => {
  it('rejects a wrong type, an oversized and an empty file with clear messages', async () => {
    const upload = vi.fn();
    renderEditor(<MediaStep gallery={galleryOf(0)} upload={upload} onSubmit={vi.fn()} crop={identity} />);
    await user().upload(screen.getByLabelText('Choose photos'), [
      photo('notes.pdf', 'application/pdf'), photo('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1), photo('empty.png', 'image/png', 0),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notes.pdf: This file is not a JPEG, PNG or WebP image');
    expect(alert.textContent).toContain('huge.jpg: The file is too large (max. 10 MB)');
    expect(alert.textContent).toContain('empty.png: This file is empty');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a text file named x.png by its content, without the crop dialog, and takes a real photo next', async () => {
    const upload = vi.fn();
    renderEditor(<MediaStep gallery={galleryOf(0)} upload={upload} onSubmit={vi.fn()} crop={identity} />);
    const input = screen.getByLabelText('Choose photos');
    await user().upload(input, mediaFile('text', 'x.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('x.png: This file is not a JPEG, PNG or WebP image');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(`0 of ${PHOTO_MIN_COUNT} photos, at least ${PHOTO_MIN_COUNT} needed`);

    // Nothing is lost: the next choice, a real PNG (named .jpg), goes to the crop dialog.
    await user().upload(input, mediaFile('png', 'me.jpg', 'image/jpeg'));
    expect(await cropDialog()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why in the visitor’s language (German)', async () => {
    await renderEditorIn('de', <MediaStep gallery={galleryOf(0)} onSubmit={vi.fn()} crop={identity} />);
    await user().upload(screen.getByLabelText('Fotos auswählen'), mediaFile('text', 'x.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('x.png: Diese Datei ist kein JPEG-, PNG- oder WebP-Bild');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('crops, uploads with a progress bar, and retries a failed upload with the same file', async () => {
    const { upload, calls } = deferredUpload();
    const onGalleryChange = vi.fn();
    renderEditor(<MediaStep gallery={galleryOf(0)} upload={upload} onGalleryChange={onGalleryChange} onSubmit={vi.fn()} crop={identity} />);
    const file = photo('me.jpg');
    await user().upload(screen.getByLabelText('Choose photos'), [file]);
    const dialog = await cropDialog();
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(calls[0]!.file).toBe(file);
    expect(calls[0]!.options.main).toBe(true);

    act(() => calls[0]!.options.onProgress(0.4));
    const bar = screen.getByRole('progressbar', { name: 'Uploading… 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    await act(async () => calls[0]!.reject(new TypeError('Network request failed')));
    expect(await screen.findByText(/The upload of me\.jpg failed/)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Upload again: me.jpg' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(calls[1]!.file).toBe(file);
    await act(async () => calls[1]!.resolve(galleryOf(1)));
    expect(await screen.findByRole('img', { name: 'Main photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload again/ })).toBeNull();
    expect(onGalleryChange).toHaveBeenLastCalledWith(galleryOf(1));
  });

  it('holds Next back with the spec’s message until there are enough photos', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    renderEditor(<><MediaStep gallery={galleryOf(PHOTO_MIN_COUNT - 1)} onSubmit={onSubmit} onInvalid={onInvalid} /><Next /></>);
    await user().click(screen.getByRole('button', { name: 'Next' }));
    const message = `You must upload at least ${PHOTO_MIN_COUNT} photos`;
    expect(screen.getByText(message)).toBeTruthy();
    expect(onInvalid).toHaveBeenLastCalledWith([expect.objectContaining({ field: 'images', message })]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops the photo-minimum line from the summary once the photos are there, and brings it back below the minimum', async () => {
    const onInvalid = vi.fn();
    const upload = vi.fn(async () => galleryOf(PHOTO_MIN_COUNT));
    const remove = vi.fn(async () => galleryOf(PHOTO_MIN_COUNT - 1));
    renderEditor(
      <><MediaStep gallery={galleryOf(PHOTO_MIN_COUNT - 1)} upload={upload} remove={remove} onSubmit={vi.fn()} onInvalid={onInvalid} cropBeforeUpload={false} /><Next /></>,
    );
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(onInvalid).toHaveBeenLastCalledWith([expect.objectContaining({ field: 'images' })]);
    await user().upload(screen.getByLabelText('Choose photos'), [photo('third.jpg')]);
    await waitFor(() => expect(onInvalid).toHaveBeenLastCalledWith([]));
    expect(screen.queryByText(`You must upload at least ${PHOTO_MIN_COUNT} photos`)).toBeNull();
    await deletePhoto(user(), 'Main photo');
    await waitFor(() => expect(onInvalid).toHaveBeenLastCalledWith([expect.objectContaining({ field: 'images' })]));
  });

  it('goes on with enough photos, deletes one and chooses the main photo', async () => {
    const onSubmit = vi.fn();
    const remove = vi.fn(async (ids: number[]) => ({ main_slide: image(2), other_sliders: [image(1), image(3)].filter((i) => !ids.includes(i.image_id)) }));
    const arrange = vi.fn(async () => ({ main_slide: image(2), other_sliders: [image(1), image(3)] }));
    renderEditor(<><MediaStep gallery={galleryOf(PHOTO_MIN_COUNT)} remove={remove} arrange={arrange} onSubmit={onSubmit} /><Next /></>);
    await pick(user(), 'Photo 2 of 3', 'Make main photo');
    expect(arrange).toHaveBeenCalledWith([2, 1, 3]);
    await waitFor(() => expect(screen.queryByText('Saving the order…')).toBeNull());
    // The delete asks first: "Keep photo" keeps it, "Delete photo" deletes it.
    await deletePhoto(user(), 'Photo 3 of 3', false);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const dialog = await deletePhoto(user(), 'Photo 3 of 3');
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of 3' }).getAttribute('src')).toBe(image(3).image);
    expect(remove).toHaveBeenCalledWith([3]);
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(`You must upload at least ${PHOTO_MIN_COUNT} photos`)).toBeTruthy());
  });

  it('keeps photos waiting while the profile does not exist yet', async () => {
    renderEditor(<MediaStep gallery={galleryOf(0)} onSubmit={vi.fn()} cropBeforeUpload={false} />);
    await user().upload(screen.getByLabelText('Choose photos'), [photo('first.webp', 'image/webp')]);
    expect(await screen.findByText(/photos are uploaded once your profile is created/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes photos dropped on the drop zone like chosen ones, and ignores a drag without files', async () => {
    const { upload, calls } = deferredUpload();
    renderEditor(<MediaStep gallery={galleryOf(0)} upload={upload} onSubmit={vi.fn()} crop={identity} />);
    expect(screen.getByText(`JPEG, PNG or WebP, up to 10 MB each. You must upload at least ${PHOTO_MIN_COUNT} photos.`)).toBeTruthy();
    const zone = screen.getByText('Drag photos here, or').parentElement!;
    const file = mediaFile('png', 'dropped.png', 'image/png');
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(screen.getByText('Drop the photos to add them')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file, photo('notes.pdf', 'application/pdf')] } });
    // The good one goes on to the crop and the upload, the bad one is refused with its reason.
    const dialog = await cropDialog();
    await user().click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(calls[0]!.file).toBe(file);
    expect((await screen.findByRole('alert')).textContent).toContain('notes.pdf: This file is not a JPEG, PNG or WebP image');
    expect(screen.getByText('Drag photos here, or')).toBeTruthy();
  });

  it('crops an uploaded photo from its menu into a new upload, keeping the original', async () => {
    const { upload, calls } = deferredUpload();
    const cropped = new Blob(['cropped'], { type: 'image/jpeg' });
    const loadImage = vi.fn(async () => new Blob(['original'], { type: 'image/jpeg' }));
    renderEditor(<MediaStep gallery={galleryOf(2)} upload={upload} onSubmit={vi.fn()} crop={async () => cropped} loadImage={loadImage} />);
    await pick(user(), 'Photo 2 of 2', 'Crop');
    expect(loadImage).toHaveBeenCalledWith(image(2));
    const dialog = await cropDialog();
    await user().click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(calls[0]!.file).toBe(cropped);
    expect(screen.getAllByRole('img', { name: /^(Main photo|Photo 2 of 2)$/ })).toHaveLength(2);
  });

  it('says so when an uploaded photo cannot be read for its crop', async () => {
    const loadImage = vi.fn(async () => Promise.reject(new TypeError('Network request failed')));
    renderEditor(<MediaStep gallery={galleryOf(2)} onSubmit={vi.fn()} loadImage={loadImage} />);
    await pick(user(), 'Main photo', 'Crop');
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
