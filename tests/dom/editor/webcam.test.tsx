import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { complete, fakeApi, galleryOf } from './fixtures';
import { renderProfileEditor } from './profile-editor';

// Whole forms typed through user-event: generous under a loaded CI machine.
vi.setConfig({ testTimeout: 15_000 });

const user = () => userEvent.setup({ delay: null });
const nav = () => screen.getByRole('navigation', { name: 'Profile steps' });
const stepNames = async () => {
  const items = await within(nav()).findAllByRole('button', { name: /./ });
  return items.filter((b) => b.getAttribute('aria-expanded') === null).map((b) => b.textContent?.replace(/^\d+/, '').replace(/, .*$/, ''));
};
const openStep = async (label: string) => {
  await user().click(within(nav()).getByRole('button', { name: new RegExp(`^${label}\\b`) }));
  await screen.findByRole('heading', { level: 2, name: label });
};

/** A web cam model's saved profile: everything her editor asks for, no rates or services. */
const cam = () => complete({
  category: 'web_cam', rates: [], inklusive_services: [],
  cam_links: [{ platform: 'CamStage', url: 'https://camstage.example.com/alina' }],
});

describe('the web cam editor (the web cam variant of the step definitions)', () => {
  it('lists her nine steps: platforms and show times, no escort services or rates', async () => {
    renderProfileEditor({ baseline: { ...complete(), category: 'web_cam' } });
    expect(await stepNames()).toEqual([
      'General info', 'Parameters', 'Cam platforms', 'Photos and videos', 'About me', 'Contacts', 'Show times', 'Preview',
      'Send to moderation',
    ]);
    expect(within(nav()).getByRole('button', { expanded: false }).textContent).toContain('Step 1 of 9');
  });

  it('the escort editor keeps the spec’s ten steps with services and rates', async () => {
    renderProfileEditor({ baseline: complete() });
    const names = await stepNames();
    expect(names).toHaveLength(10);
    expect(names).toEqual(expect.arrayContaining(['Services', 'Rates', 'Working time']));
    expect(names).not.toContain('Cam platforms');
  });

  it('her parameters keep languages and leave out travel, whom she meets and what she is available for', async () => {
    renderProfileEditor({ baseline: cam(), profileId: 9, status: 'draft', gallery: galleryOf(3) });
    await openStep('Parameters');
    expect(screen.getByRole('group', { name: 'Languages' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Height (cm)' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Meets with' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /travel/i })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /travel/i })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Available for' })).toBeNull();
  });

  it('an escort’s parameters still show them', async () => {
    renderProfileEditor({ baseline: complete(), profileId: 9, status: 'draft', gallery: galleryOf(3) });
    await openStep('Parameters');
    expect(screen.getByRole('group', { name: 'Meets with' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Available for' })).toBeTruthy();
  });

  it('the platforms step asks for a platform with a web address and saves her links', async () => {
    const api = fakeApi();
    renderProfileEditor({ baseline: { ...cam(), cam_links: [] }, profileId: 9, status: 'draft', gallery: galleryOf(3), api });
    await openStep('Cam platforms');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Cam platforms: Add at least one platform']);
    await user().click(screen.getByRole('button', { name: 'Add a platform' }));
    await user().type(screen.getByRole('textbox', { name: /^Platform/ }), 'LiveRoom');
    await user().type(screen.getByRole('textbox', { name: /^Address of your room/ }), 'javascript:alert(1)');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Address of your room/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(api.saveEdit).not.toHaveBeenCalled();
    const url = screen.getByRole('textbox', { name: /^Address of your room/ });
    await user().clear(url);
    await user().type(url, 'https://liveroom.example.com/alina');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.saveEdit).toHaveBeenCalledWith(9, { cam_links: [{ platform: 'LiveRoom', url: 'https://liveroom.example.com/alina' }] }));
    await screen.findByRole('heading', { level: 2, name: 'Photos and videos' });
  });

  it('her preview shows her platform links and show times, no rates', async () => {
    renderProfileEditor({ baseline: cam(), profileId: 9, status: 'draft', gallery: galleryOf(3) });
    await openStep('Preview');
    expect(screen.getByRole('link', { name: 'CamStage' }).getAttribute('href')).toBe('https://camstage.example.com/alina');
    expect(screen.getByRole('table', { name: 'Show times' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Rates/ })).toBeNull();
  });

  it('her working time is titled show times, and her send goes out without rates or services', async () => {
    const api = fakeApi();
    renderProfileEditor({ baseline: cam(), profileId: 9, status: 'draft', gallery: galleryOf(3), api });
    await openStep('Show times');
    await openStep('Send to moderation');
    await user().click(screen.getByRole('button', { name: 'Send to moderation' }));
    await waitFor(() => expect(api.sendToModeration).toHaveBeenCalledWith(9));
    const patch = vi.mocked(api.update).mock.calls.at(-1)![1];
    expect(patch.is_final).toBe(true);
    expect(patch.time).toBeDefined();
    expect(patch).not.toHaveProperty('rates');
    expect(patch).not.toHaveProperty('inklusive_services');
  });
});
