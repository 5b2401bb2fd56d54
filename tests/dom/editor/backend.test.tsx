import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, clearScenarios, resetStore, server, setScenarios } from '../../../mocks/node';
import { createPortalClient } from '../../../sdk/client';
import {
  EDITOR_STEPS, editorValuesFromProfile, emptyEditorValues, galleryCount, stepById, toCreateRequest, toEditRequest, toPatchRequest,
} from '@portal/components/features/editor';
import { profileEditorApi, profilePhotoApi } from '@portal/components/features/editor';
import { ProfileEditor } from '@portal/components/editor';
import type { EditorOptions } from '@portal/components/editor';
import { MemoryStorage } from './fixtures';
import { renderEditor } from './i18n';

/** The editor against the stateful mock backend through the real SDK client, as the pages will wire it. */
const model = DEMO_ACCOUNTS.model;
const client = createPortalClient({ baseUrl: 'http://localhost', locale: 'en', getToken: () => model.token });
const user = () => userEvent.setup({ delay: null });

/** jsdom has no canvas to crop with: the photo goes up as chosen (its bytes reach the mock: tests/support/jsdom-request-bodies.ts). */
const asChosen = async (file: Blob): Promise<Blob> => file;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetStore();
  clearScenarios();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function loadOptions(): Promise<EditorOptions> {
  const [data, countries, currencies, services] = await Promise.all([
    client.reference.individualData(), client.reference.countriesWithCities(), client.reference.currencies(), client.reference.services(),
  ]);
  return { data: data.data, countries: countries.data, currencies: currencies.data, services: services.data } as EditorOptions;
}

type EditedProfile = Awaited<ReturnType<typeof client.profiles.getForEdit>>['data'];

/** The demo model's editor over a profile as the API answered it, wired to the mock through the client. */
function renderModelEditor(profile: EditedProfile, options: EditorOptions, storage = new MemoryStorage()) {
  return renderEditor(
    <ProfileEditor
      profileId={model.profileId} userId={model.userId} baseline={editorValuesFromProfile(profile)} status={profile.status}
      isFinal={profile.is_final} gallery={profile.images} moderationMessage={profile.moderation_message} options={options}
      api={profileEditorApi(client)} photos={profilePhotoApi(client)} storage={storage} draftDelayMs={0} crop={asChosen}
    />,
  );
}

/** Opens the About me step from the steps' navigation and types a new description over the old one. */
async function writeDescription(nav: HTMLElement, text: string): Promise<void> {
  await user().click(within(nav).getByRole('button', { name: /^About me/ }));
  const box = screen.getByRole('textbox', { name: 'Description' });
  await user().clear(box);
  await user().click(box);
  await user().paste(text);
}

describe('the editor on the mock backend', () => {
  it('reads the demo profile into editor values that every step accepts and the API takes back', async () => {
    const profile = (await client.profiles.getForEdit(model.profileId)).data;
    const values = editorValuesFromProfile(profile);
    const options = await loadOptions();
    for (const step of EDITOR_STEPS.filter((s) => s.values.length > 0)) {
      expect({ step: step.id, ok: step.isComplete(values, { photoCount: 0, status: null, isFinal: false, visited: [] }) })
        .toEqual({ step: step.id, ok: true });
    }
    const edit = toEditRequest(stepById('contacts'), values);
    expect(edit.ok).toBe(true);
    if (edit.ok) await client.profiles.saveEdit(model.profileId, edit.data);
    const patch = toPatchRequest(values, { categories: options.data.categories });
    expect(patch.ok).toBe(true);
    if (patch.ok) await client.profiles.update(model.profileId, patch.data);
  });

  it('saves a step, uploads a photo and sends the profile to moderation', async () => {
    const profile = (await client.profiles.getForEdit(model.profileId)).data;
    const options = await loadOptions();
    renderModelEditor(profile, options);
    const nav = await screen.findByRole('navigation', { name: 'Profile steps' });
    await writeDescription(nav, 'Calm, cheerful and well travelled; I love jazz bars, long dinners and the old town at night.');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacts' })).toBeTruthy();
    expect((await client.profiles.getForEdit(model.profileId)).data.description).toContain('I love jazz bars');

    await user().click(within(nav).getByRole('button', { name: /^Photos and videos/ }));
    const before = screen.getAllByRole('img').length;
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText('Choose photos'), [png]);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByRole('img').length).toBe(before + 1), { timeout: 5000 });
    // The mock took it: it is on the server, not a failed tile.
    await waitFor(async () => expect(galleryCount((await client.profiles.getForEdit(model.profileId)).data.images)).toBe(before + 1));
    expect(screen.queryByRole('button', { name: /^Upload again/ })).toBeNull();

    await user().click(within(nav).getByRole('button', { name: /^Send to moderation/ }));
    await user().click(screen.getByRole('button', { name: 'Send to moderation' }));
    expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toContain('up to 48 hours');
    const after = (await client.profiles.getForEdit(model.profileId)).data;
    expect(after.status).toBe('moderating');
    expect(after.is_final).toBe(true);
  }, 20_000);

  it('“Save draft” on a published profile keeps the draft in the editor and out of the public profile until a moderator approves', async () => {
    const profile = (await client.profiles.getForEdit(model.profileId)).data;
    const guest = createPortalClient({ baseUrl: 'http://localhost', locale: 'en', getToken: () => null });
    const published = (await guest.profiles.get(model.profileId)).data;
    expect(published.status).toBe('active');
    const options = await loadOptions();
    const view = renderModelEditor(profile, options);
    const nav = await screen.findByRole('navigation', { name: 'Profile steps' });
    const text = 'A new text for my page: evenings at the opera, quiet dinners and long walks by the river at night.';
    await writeDescription(nav, text);
    await user().click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect((await client.profiles.getForEdit(model.profileId)).data.description).toBe(text));
    // Visitors still read the published text, on the profile and in the listing.
    expect((await guest.profiles.get(model.profileId)).data.description).toBe(published.description);
    expect((await guest.profiles.list({ name: published.name }, 1)).data.map((p) => p.id)).toContain(model.profileId);

    // The editor opened again (a reload) starts from the draft, not from the published text.
    view.unmount();
    const again = (await client.profiles.getForEdit(model.profileId)).data;
    renderModelEditor(again, options);
    await user().click(within(await screen.findByRole('navigation', { name: 'Profile steps' })).getByRole('button', { name: /^About me/ }));
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe(text);

    // A moderator approves: now visitors read it.
    expect((await fetch('http://localhost/__mock/profiles/1/approve', { method: 'POST' })).ok).toBe(true);
    expect((await guest.profiles.get(model.profileId)).data.description).toBe(text);
  }, 20_000);

  it('offers a failed upload again from its tile; the retry reaches the server and the typed text stays', async () => {
    const profile = (await client.profiles.getForEdit(model.profileId)).data;
    const options = await loadOptions();
    const storage = new MemoryStorage();
    renderModelEditor(profile, options, storage);
    const nav = await screen.findByRole('navigation', { name: 'Profile steps' });
    const text = 'Quiet evenings, good books and the old town at night; I am patient, discreet and always on time.';
    await writeDescription(nav, text);

    setScenarios('flaky:100');
    await user().click(within(nav).getByRole('button', { name: /^Photos and videos/ }));
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText('Choose photos'), [png]);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The upload of me.png failed.'), { timeout: 5000 });

    clearScenarios();
    const count = galleryCount(profile.images);
    await user().click(screen.getByRole('button', { name: 'Upload again: me.png' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload again: me.png' })).toBeNull(), { timeout: 5000 });
    expect(galleryCount((await client.profiles.getForEdit(model.profileId)).data.images)).toBe(count + 1);
    await user().click(within(nav).getByRole('button', { name: /^About me/ }));
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe(text);
  }, 20_000);

  it('creates a new profile for a business model from step 1, then saves its parameters with nulls', async () => {
    const business = DEMO_ACCOUNTS.business;
    const bclient = createPortalClient({ baseUrl: 'http://localhost', locale: 'en', getToken: () => business.token });
    const api = profileEditorApi(bclient);
    const template = editorValuesFromProfile((await client.profiles.getForEdit(model.profileId)).data);
    const values = { ...emptyEditorValues(), ...template, hair_length_id: null, tattoo_id: null, name: 'Nika' };
    const body = toCreateRequest(values, { userId: business.userId, businessId: business.businessId, incognito: true });
    expect(body.ok).toBe(true);
    if (!body.ok) return;
    const created = await api.create(body.data);
    expect(created.id).toBeGreaterThan(0);
    const stored = (await bclient.profiles.getForEdit(created.id)).data;
    expect(stored.form).toMatchObject({ name: 'Nika', category: values.category, city_id: values.city_id });
    expect(stored.form.description).toBeUndefined();
    // The parameters step follows through /edit, its unset ids as null.
    const parameters = toEditRequest(stepById('parameters'), values);
    if (!parameters.ok) throw new Error('parameters invalid');
    await api.saveEdit(created.id, parameters.data);
    expect((await bclient.profiles.getForEdit(created.id)).data.form).toMatchObject({ hair_length_id: null, tattoo_id: null });
  });
});
