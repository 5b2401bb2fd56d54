import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MIN_COUNT } from '../../../schemas/constants';
import type { Gallery } from '../../../schemas';
import { MediaStep } from '@portal/components/editor';
import { galleryOf, image } from './fixtures';
import { renderEditor, renderEditorIn } from './i18n';
import { menuOf, pick, pickByKeyboard } from './photo-menu';

vi.setConfig({ testTimeout: 15_000 });

const user = () => userEvent.setup({ delay: null });
const inOrder = (ids: number[]): Gallery => ({ main_slide: image(ids[0]!), other_sliders: ids.slice(1).map(image) });
/** arrange-images as the mock answers it: the gallery in the order sent. */
const arrangeOk = () => vi.fn(async (ids: number[]) => inOrder(ids));
/** The photos' ids as the list shows them, the main photo first. */
const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Photo order' })).getAllByRole('listitem').map((li) => Number(li.getAttribute('data-photo-id')));
const announced = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ');

/**
 * Everything the live regions said, in order: dnd-kit's region holds one message at a time (the
 * "picked up" is followed at once by "over position…"), as a screen reader hears them.
 */
function recordAnnouncements() {
  const heard: string[] = [];
  const observer = new MutationObserver(() => {
    for (const region of document.querySelectorAll('[aria-live]')) {
      const text = region.textContent ?? '';
      if (text && heard.at(-1) !== text) heard.push(text);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { heard, stop: () => observer.disconnect() };
}

/**
 * jsdom lays nothing out: dnd-kit's keyboard sensor finds the next photo by its box. Each tile
 * gets a 100 px row of its own (in list order), and what is inside a tile gets the tile's box.
 */
function layOutTilesInRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const tile = this.closest<HTMLElement>('li[data-photo-id]');
    const index = tile?.parentElement ? [...tile.parentElement.children].indexOf(tile) : 0;
    const top = index * 100;
    return { x: 0, y: top, top, left: 0, width: 200, height: 100, right: 200, bottom: top + 100, toJSON: () => ({}) } as DOMRect;
  });
}

describe('PhotoOrder in the media step', () => {
  it('shows the count against the spec’s minimum, and when it is reached', () => {
    const { unmount } = renderEditor(<MediaStep gallery={galleryOf(PHOTO_MIN_COUNT - 1)} onSubmit={vi.fn()} />);
    expect(screen.getByText(`${PHOTO_MIN_COUNT - 1} of ${PHOTO_MIN_COUNT} photos, at least ${PHOTO_MIN_COUNT} needed`)).toBeTruthy();
    unmount();
    renderEditor(<MediaStep gallery={galleryOf(PHOTO_MIN_COUNT + 1)} onSubmit={vi.fn()} />);
    expect(screen.getByText(`Photos: ${PHOTO_MIN_COUNT + 1}. The minimum of ${PHOTO_MIN_COUNT} is reached.`)).toBeTruthy();
  });

  it('moves a photo from its menu with the keyboard, announces it and keeps the focus on it', async () => {
    const arrange = arrangeOk();
    renderEditor(<MediaStep gallery={galleryOf(4)} arrange={arrange} onSubmit={vi.fn()} />);
    const u = user();
    await pickByKeyboard(u, 'Main photo', 'Move later');
    expect(shownOrder()).toEqual([2, 1, 3, 4]);
    expect(announced()).toContain('Main photo is now photo 2 of 4.');
    await waitFor(() => expect(arrange).toHaveBeenCalledWith([2, 1, 3, 4]));
    // The moved photo is now "Photo 2 of 4"; the focus is back on its menu button, so Enter opens it again.
    await waitFor(() => expect(document.activeElement).toBe(menuOf('Photo 2 of 4')));
    await pickByKeyboard(u, 'Photo 2 of 4', 'Move later');
    expect(shownOrder()).toEqual([2, 3, 1, 4]);
    await waitFor(() => expect(arrange).toHaveBeenLastCalledWith([2, 3, 1, 4]));

    await pick(u, 'Photo 4 of 4', 'Move earlier');
    expect(shownOrder()).toEqual([2, 3, 4, 1]);
    await waitFor(() => expect(arrange).toHaveBeenLastCalledWith([2, 3, 4, 1]));
    // At either end the move that cannot happen is there, disabled; the main photo has no "Make main photo".
    await u.click(menuOf('Main photo'));
    expect((await screen.findByRole('menuitem', { name: 'Move earlier' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('menuitem', { name: 'Make main photo' })).toBeNull();
    await u.keyboard('{Escape}');
    await u.click(menuOf('Photo 4 of 4'));
    expect((await screen.findByRole('menuitem', { name: 'Move later' })).getAttribute('aria-disabled')).toBe('true');
  });

  it('makes the third photo the main photo', async () => {
    const arrange = arrangeOk();
    const onGalleryChange = vi.fn();
    renderEditor(<MediaStep gallery={galleryOf(4)} arrange={arrange} onGalleryChange={onGalleryChange} onSubmit={vi.fn()} />);
    await pick(user(), 'Photo 3 of 4', 'Make main photo');
    expect(screen.getByRole('img', { name: 'Main photo' }).getAttribute('src')).toBe(image(3).image);
    await waitFor(() => expect(onGalleryChange).toHaveBeenLastCalledWith(inOrder([3, 1, 2, 4])));
    expect(arrange).toHaveBeenCalledTimes(1);
  });

  describe('with dnd-kit’s keyboard sensor', () => {
    let layout: ReturnType<typeof layOutTilesInRows>;
    let speech: ReturnType<typeof recordAnnouncements>;
    const said = () => speech.heard.join(' | ');
    beforeEach(() => {
      layout = layOutTilesInRows();
      speech = recordAnnouncements();
    });
    afterEach(() => {
      layout.mockRestore();
      speech.stop();
    });

    it('picks a photo up with space, moves it with the arrows, drops it with space, and says each step', async () => {
      const arrange = arrangeOk();
      renderEditor(<MediaStep gallery={galleryOf(4)} arrange={arrange} onSubmit={vi.fn()} />);
      const u = user();
      const handle = screen.getByRole('button', { name: 'Drag to reorder: Photo 2 of 4' });
      expect(handle.getAttribute('aria-roledescription')).toBe('sortable photo');
      expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toMatch(/^To pick up a photo, press space or enter/);
      handle.focus();
      await u.keyboard(' ');
      await waitFor(() => expect(said()).toContain('Picked up Photo 2 of 4.'));
      await u.keyboard('{ArrowDown}');
      await waitFor(() => expect(said()).toContain('Photo 2 of 4 is over position 3 of 4.'));
      await u.keyboard(' ');
      await waitFor(() => expect(arrange).toHaveBeenCalledWith([1, 3, 2, 4]));
      await waitFor(() => expect(said()).toContain('Photo 2 of 4 dropped at position 3 of 4.'));
      expect(shownOrder()).toEqual([1, 3, 2, 4]);
    });

    it('puts the photo back when escape cancels the move', async () => {
      const arrange = arrangeOk();
      renderEditor(<MediaStep gallery={galleryOf(3)} arrange={arrange} onSubmit={vi.fn()} />);
      const u = user();
      screen.getByRole('button', { name: 'Drag to reorder: Main photo' }).focus();
      await u.keyboard(' ');
      await waitFor(() => expect(said()).toContain('Picked up Main photo.'));
      await u.keyboard('{ArrowDown}');
      await waitFor(() => expect(said()).toContain('Main photo is over position 2 of 3.'));
      await u.keyboard('{Escape}');
      await waitFor(() => expect(said()).toContain('Moving Main photo was cancelled.'));
      expect(shownOrder()).toEqual([1, 2, 3]);
      expect(arrange).not.toHaveBeenCalled();
    });

    it('speaks the reader’s language (Russian)', async () => {
      await renderEditorIn('ru', <MediaStep gallery={galleryOf(3)} arrange={arrangeOk()} onSubmit={vi.fn()} />);
      const handle = screen.getByRole('button', { name: 'Перетащите, чтобы изменить порядок: Фото 2 из 3' });
      expect(handle.getAttribute('aria-roledescription')).toBe('перемещаемое фото');
      handle.focus();
      await user().keyboard(' ');
      await waitFor(() => expect(said()).toContain('Вы взяли: Фото 2 из 3.'));
    });

    it('ends a drag with the step: space and enter work on the page after it has gone mid-drag', async () => {
      const { unmount } = renderEditor(<MediaStep gallery={galleryOf(3)} arrange={arrangeOk()} onSubmit={vi.fn()} />);
      const u = user();
      screen.getByRole('button', { name: 'Drag to reorder: Photo 2 of 3' }).focus();
      await u.keyboard(' ');
      await waitFor(() => expect(said()).toContain('Picked up Photo 2 of 3.'));
      unmount();

      const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
      renderEditor(<form onSubmit={onSubmit}><input aria-label="Note text" /></form>);
      await u.type(screen.getByRole('textbox', { name: 'Note text' }), 'Mornings on weekdays{Enter}');
      expect((screen.getByRole('textbox', { name: 'Note text' }) as HTMLInputElement).value).toBe('Mornings on weekdays');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  it('keeps the order on screen when the save fails, and sends it again on retry', async () => {
    let fail = true;
    const arrange = vi.fn(async (ids: number[]) => {
      if (fail) throw new TypeError('Network request failed');
      return inOrder(ids);
    });
    renderEditor(<MediaStep gallery={galleryOf(3)} arrange={arrange} onSubmit={vi.fn()} />);
    await pick(user(), 'Photo 3 of 3', 'Make main photo');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The order could not be saved.');
    expect(shownOrder()).toEqual([3, 1, 2]);

    fail = false;
    await user().click(within(alert).getByRole('button', { name: 'Save the order again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(arrange).toHaveBeenCalledTimes(2);
    expect(arrange).toHaveBeenLastCalledWith([3, 1, 2]);
    expect(shownOrder()).toEqual([3, 1, 2]);
  });

  it('sends moves made during a save after it, as one order', async () => {
    const answers: Array<() => void> = [];
    const arrange = vi.fn((ids: number[]) => new Promise<Gallery>((resolve) => answers.push(() => resolve(inOrder(ids)))));
    renderEditor(<MediaStep gallery={galleryOf(3)} arrange={arrange} onSubmit={vi.fn()} />);
    const u = user();
    await pick(u, 'Main photo', 'Move later');
    expect(screen.getByText('Saving the order…')).toBeTruthy();
    await pick(u, 'Photo 2 of 3', 'Move later');
    await pick(u, 'Photo 3 of 3', 'Make main photo');
    expect(arrange).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!());
    await waitFor(() => expect(arrange).toHaveBeenCalledTimes(2));
    expect(arrange).toHaveBeenLastCalledWith([1, 2, 3]);
    await act(async () => answers[1]!());
    expect(shownOrder()).toEqual([1, 2, 3]);
    expect(screen.queryByText('Saving the order…')).toBeNull();
  });
});
