import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEYS } from '../../../sdk/session';
import { GENERAL_FIELDS, emptyEditorValues } from '@portal/components/features/editor';
import { MemoryStorage, complete, fakeApi, galleryOf } from './fixtures';
import { renderProfileEditor } from './profile-editor';

// Whole forms typed through user-event: generous under a loaded CI machine.
vi.setConfig({ testTimeout: 15_000 });

const user = () => userEvent.setup({ delay: null });

const setup = renderProfileEditor;

const nav = () => screen.getByRole('navigation', { name: 'Profile steps' });

describe('ProfileEditor wizard', () => {
  it('lists the ten steps with progress labels and marks the current one', async () => {
    setup();
    const items = await within(nav()).findAllByRole('button', { name: /./ });
    const steps = items.filter((b) => b.getAttribute('aria-expanded') === null);
    expect(steps.map((b) => b.textContent?.replace(/^\d+/, ''))).toEqual([
      'General info', 'Parameters', 'Services', 'Photos and videos', 'About me', 'Contacts', 'Rates', 'Working time',
      'Preview', 'Send to moderation',
    ].map((label) => `${label}, Not completed`));
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(within(nav()).getByRole('button', { expanded: false }).textContent).toContain('Step 1 of 10');
    expect(screen.getByRole('heading', { level: 2, name: 'General info' })).toBeTruthy();
  });

  it('shows the §5 validity flags of the step’s fields, and all of them before sending', async () => {
    setup({ baseline: { ...complete(), name: '', city_id: null }, profileId: 9, status: 'draft', gallery: galleryOf(3) });
    const flags = await screen.findByRole('list', { name: 'Required information' });
    expect(within(flags).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '!Name: missing', '✓Country: filled in', '!City: missing',
    ]);
    await user().click(within(nav()).getByRole('button', { name: /^Send to moderation/ }));
    const all = await screen.findByRole('list', { name: 'Required information' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(7);
    expect(within(all).getByText('Prices of extra-charge services')).toBeTruthy();
  });

  it('summarises a step’s errors with links to the fields', async () => {
    setup();
    await user().click(await screen.findByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getAllByRole('link')[0]!;
    expect(link.textContent).toBe('Name: This field is required');
    await user().click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('moves by the step list and by Back', async () => {
    setup();
    await user().click(await within(nav()).findByRole('button', { name: /^Photos and videos/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Photos and videos' })).toBeTruthy();
    expect(within(nav()).getByRole('button', { name: /^Photos and videos/ }).getAttribute('aria-current')).toBe('step');
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Services' })).toBeTruthy();
  });

  it('creates the profile when step 1 is submitted (user_id and the basic info), so photos can follow in order', async () => {
    const api = fakeApi();
    const onCreated = vi.fn();
    const first = complete();
    const baseline = { ...emptyEditorValues(), ...Object.fromEntries(GENERAL_FIELDS.map((k) => [k, first[k]])) };
    setup({ api, baseline, onCreated });
    await user().click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    const body = vi.mocked(api.create).mock.calls[0]![0];
    expect(body).toMatchObject({ user_id: 5, name: 'Alina', category: 'escort', city_id: 10 });
    expect(body).not.toHaveProperty('description');
    expect(onCreated).toHaveBeenCalledWith(77);
    expect(await screen.findByRole('heading', { level: 2, name: 'Parameters' })).toBeTruthy();
  });

  it('saves a step of an existing profile with its own fields only', async () => {
    const api = fakeApi();
    setup({ api, profileId: 9, status: 'draft', baseline: complete() });
    await user().click(await within(nav()).findByRole('button', { name: /^Rates/ }));
    await user().click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(9, { rates: [{ time: '1 h', incall: 150, outcall: 200 }], categories: [1] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Rates' })).toBeTruthy();
  });

  it('sends the final step 3 with is_final, then to moderation, and shows pending for up to 48 hours', async () => {
    const api = fakeApi();
    const onSent = vi.fn();
    setup({ api, profileId: 9, status: 'draft', baseline: complete(), gallery: galleryOf(3), onSent, moderationMessage: 'Please add a photo in daylight.' });
    await user().click(await within(nav()).findByRole('button', { name: /^Send to moderation/ }));
    expect(screen.getByText('Please add a photo in daylight.')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Send to moderation' }));
    await waitFor(() => expect(api.sendToModeration).toHaveBeenCalledWith(9));
    expect(vi.mocked(api.update).mock.calls.at(-1)![1]).toMatchObject({ is_final: true, rates: expect.any(Array), time: expect.any(Object) });
    expect((await screen.findByRole('status')).textContent).toContain('This takes up to 48 hours.');
    expect(onSent).toHaveBeenCalledWith('moderating');
  });
});

describe('drafts', () => {
  it('restores unsent changes after a reload with the notice, and discards them on request', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    await user().type(await screen.findByRole('textbox', { name: 'Name' }), 'Alina');
    await waitFor(() => expect(storage.getItem(DRAFT_STORAGE_KEYS.profile)).toContain('Alina'));
    first.unmount();

    setup({ storage });
    expect((await screen.findByRole('status')).textContent).toContain('We restored your unsaved changes');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Alina');
    await user().click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText('We restored your unsaved changes')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    expect(storage.getItem(DRAFT_STORAGE_KEYS.profile)).toBeNull();
  });

  it('keeps the draft when a call fails, and clears it after a successful send', async () => {
    const storage = new MemoryStorage();
    const api = fakeApi({ saveEdit: vi.fn().mockRejectedValue(new TypeError('Network request failed')) });
    const first = setup({ storage, api, profileId: 9, status: 'draft', baseline: complete(), gallery: galleryOf(3) });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user().clear(name);
    await user().type(name, 'Alina Demo');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.saveEdit).toHaveBeenCalled());
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    first.unmount();

    setup({ storage, profileId: 9, status: 'draft', baseline: complete(), gallery: galleryOf(3) });
    expect((await screen.findByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Alina Demo');
    await user().click(within(nav()).getByRole('button', { name: /^Send to moderation/ }));
    await user().click(screen.getByRole('button', { name: 'Send to moderation' }));
    await screen.findByText(/This takes up to 48 hours/);
    expect(storage.getItem(DRAFT_STORAGE_KEYS.profile)).toBeNull();
  });
});
