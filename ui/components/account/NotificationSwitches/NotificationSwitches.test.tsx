import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@portal/sdk';
import { renderWithI18n } from '../../../../tests/dom/i18n';
import { NotificationSwitches } from './NotificationSwitches';

const ON: NotificationPreferences = { new_models: true, review_replies: true };

describe('NotificationSwitches ("Notify me about new models" was text without a switch)', () => {
  it('is a switch per preference, named by its label, showing what the server holds', () => {
    renderWithI18n(<NotificationSwitches value={{ new_models: true, review_replies: false }} onChange={vi.fn(() => Promise.resolve())} />);
    expect(screen.getByRole('region', { name: 'What we tell you about' })).toBeDefined();
    expect(screen.getByRole('switch', { name: 'Notify me about new models' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Notify me about replies to my reviews' }).getAttribute('aria-checked')).toBe('false');
  });

  it('saves each flip at once with the whole preferences, and says so', async () => {
    const onChange = vi.fn((_: NotificationPreferences) => Promise.resolve());
    renderWithI18n(<NotificationSwitches value={ON} onChange={onChange} />);
    const newModels = screen.getByRole('switch', { name: 'Notify me about new models' });
    await userEvent.click(newModels);
    expect(newModels.getAttribute('aria-checked')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith({ new_models: false, review_replies: true });
    expect((await screen.findByRole('status')).textContent).toBe('Your changes have been saved.');
    // By keyboard too (Space on the switch).
    screen.getByRole('switch', { name: 'Notify me about replies to my reviews' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ new_models: false, review_replies: false });
  });

  it('puts the switch back and says why when the save fails', async () => {
    renderWithI18n(<NotificationSwitches value={ON} onChange={() => Promise.reject(new Error('offline'))} />);
    const newModels = screen.getByRole('switch', { name: 'Notify me about new models' });
    await userEvent.click(newModels);
    expect((await screen.findByRole('alert')).textContent).toBe('Your choice could not be saved. Please try again.');
    await waitFor(() => expect(newModels.getAttribute('aria-checked')).toBe('true'));
  });
});
