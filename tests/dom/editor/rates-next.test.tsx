import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyEditorValues } from '@portal/components/features/editor';
import { ProfileEditor } from '@portal/components/editor';
import { MemoryStorage, complete, fakeApi, fakePhotos, galleryOf, options } from './fixtures';
import { renderEditor } from './i18n';

vi.setConfig({ testTimeout: 30_000 });

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
    // A row without a price is refused by Next, and its line names the row and the field.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Rate 1 – Incall (EUR): This field is required']);
    const incall = screen.getAllByRole('spinbutton', { name: /^Incall/ })[0]!;
    expect(errorOf(incall)).toContain('This field is required');
    // Typing the price clears it at once, so nothing moves under the pointer on Next.
    await user.type(incall, '150');
    await waitFor(() => expect(errorOf(incall)).toBe(''));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.activeElement).toBe(incall);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Working time' })).toBeTruthy();
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(9, expect.objectContaining({ rates: [{ time: '15 min', incall: 150, outcall: null }] })));
  });

  it('names the day and the hour of each working-time line', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(
      <ProfileEditor
        profileId={9} userId={5} baseline={complete({ time: emptyEditorValues().time })} status="draft" isFinal={false} gallery={galleryOf(3)}
        options={options} api={fakeApi()} photos={fakePhotos()} storage={new MemoryStorage()} draftDelayMs={0}
      />,
    );
    const nav = await screen.findByRole('navigation', { name: 'Profile steps' });
    await user.click(within(nav).getByRole('button', { name: /^Working time/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const lines = within(await screen.findByRole('alert')).getAllByRole('link').map((a) => a.textContent);
    expect(lines).toHaveLength(14);
    expect(lines.slice(0, 2)).toEqual(['Monday – From: This field is required', 'Monday – To: This field is required']);
    expect(lines.at(-1)).toBe('Sunday – To: This field is required');
    expect(new Set(lines).size).toBe(14);
  });
});
