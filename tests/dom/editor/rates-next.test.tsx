import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileEditor } from '../../../ui/components/editor';
import { MemoryStorage, complete, fakeApi, fakePhotos, galleryOf, options } from './fixtures';
import { renderEditor } from './i18n';

vi.setConfig({ testTimeout: 15_000 });

const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join('').trim();

describe('Rates step in the editor', () => {
  it('clears the row’s error as the price is typed and goes on with one click on Next while Incall has the focus', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    renderEditor(
      <ProfileEditor
        profileId={9} userId={5} baseline={complete({ rates: [] })} status="draft" isFinal={false} gallery={galleryOf(3)}
        options={options} api={api} photos={fakePhotos()} storage={new MemoryStorage()} draftDelayMs={0}
      />,
    );
    const nav = await screen.findByRole('navigation', { name: 'Profile steps' });
    await user.click(within(nav).getByRole('button', { name: /^Rates/ }));
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    // The new row takes the focus; leaving it for Incall flags the row (a price is required)...
    const incall = screen.getAllByRole('spinbutton', { name: /^Incall/ })[0]!;
    await user.click(incall);
    expect(errorOf(incall)).toContain('This field is required');
    // ...and typing the price clears it at once, so nothing moves under the pointer on Next.
    await user.type(incall, '150');
    await waitFor(() => expect(errorOf(incall)).toBe(''));
    expect(document.activeElement).toBe(incall);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Working time' })).toBeTruthy();
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(9, expect.objectContaining({ rates: [{ time: '15 min', incall: 150, outcall: null }] })));
  });
});
