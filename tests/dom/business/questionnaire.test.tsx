import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DESCRIPTION_MAX_LENGTH } from '../../../schemas/constants';
import { DEMO_ACCOUNTS, getStore, server } from '../../../mocks/node';
import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS } from '../../../sdk/session';
import { businessValuesFromBusiness } from '@portal/components/features/business';
import type { DraftStorage } from '@portal/components/features/editor';
import { businessPhotoApi, businessQuestionnaireApi } from '@portal/components/features/business';
import { BusinessQuestionnaire } from '@portal/components/business';
import type { BusinessQuestionnaireOptions } from '@portal/components/business';
import { makeClient, renderWithI18n, startMockBackend } from '../payments/harness';

startMockBackend();
const account = DEMO_ACCOUNTS.business;
const client = makeClient(account.token);
const user = () => userEvent.setup({ delay: null });

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

async function loadOptions(): Promise<BusinessQuestionnaireOptions> {
  const [countries, currencies, paymentTypes, parkingTypes, categories, services] = await Promise.all([
    client.reference.countriesWithCities(), client.reference.currencies(), client.reference.paymentTypes(),
    client.reference.parkingTypes(), client.reference.categories(), client.reference.services(),
  ]);
  return {
    countries: countries.data, currencies: currencies.data, paymentTypes: paymentTypes.data, parkingTypes: parkingTypes.data,
    categories: categories.data, services: services.data,
  };
}

/** Every POST /api/business/{id} body the questionnaire sent. */
function recordUpdates() {
  const bodies: Record<string, unknown>[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && /\/api\/business\/\d+$/.test(new URL(request.url).pathname)) {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

async function renderQuestionnaire(storage = new MemoryStorage(), onFinished?: () => void, startsAt = 'About the business') {
  const business = (await client.businesses.get(account.businessId)).data;
  const options = await loadOptions();
  const view = renderWithI18n(
    <BusinessQuestionnaire
      businessId={account.businessId} baseline={businessValuesFromBusiness(business)} isFinal={false} gallery={business.images}
      options={options} api={businessQuestionnaireApi(client)} photos={businessPhotoApi(client, account.businessId)}
      storage={storage} draftDelayMs={0} crop={async (file) => file} onFinished={onFinished}
    />,
  );
  await screen.findByRole('heading', { level: 2, name: startsAt });
  return { business, storage, unmount: view.unmount };
}

const stepList = () => screen.getByRole('navigation');

describe('business questionnaire on the mock backend', () => {
  it('lists the seven steps in the editor’s wizard shell and saves a step with Next', async () => {
    const sent = recordUpdates();
    await renderQuestionnaire();
    const steps = within(stepList()).getAllByRole('listitem').map((li) => li.querySelector('span span')?.textContent);
    expect(steps).toEqual(['About the business', 'General information', 'Categories', 'Photos', 'Working time', 'Services', 'Agency picture']);
    const name = screen.getByLabelText('Business name');
    await user().clear(name);
    await user().type(name, 'Velvet Lounge');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'General information' });
    expect(sent.at(-1)).toMatchObject({ name: 'Velvet Lounge', type: 'agencies' });
    expect(getStore().businesses.get(account.businessId)?.name).toBe('Velvet Lounge');
  });

  it('shows the validity flags on the general-info step and keeps a missing field from being sent', async () => {
    const sent = recordUpdates();
    await renderQuestionnaire();
    await user().click(within(stepList()).getByRole('button', { name: /General information/ }));
    await screen.findByRole('heading', { level: 2, name: 'General information' });
    const flags = screen.getByRole('list', { name: 'Required information' });
    expect(within(flags).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '✓Phone: filled in', '✓Country: filled in', '✓City: filled in', '✓Currency: filled in', '✓Payment methods: filled in', '✓Parking: filled in',
    ]);
    const address = screen.getByLabelText(/Address/);
    await user().clear(address);
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please check the following:')).toBeDefined();
    expect(sent).toHaveLength(0);
    // Unchecking every parking option flips its flag at once.
    const parking = screen.getByRole('group', { name: 'Parking' });
    for (const box of within(parking).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await user().click(box);
    expect(within(flags).getAllByRole('listitem').at(-1)!.textContent).toBe('!Parking: missing');
  });

  it('keeps a draft under the business draft key and restores it after a remount', async () => {
    const storage = new MemoryStorage();
    const first = await renderQuestionnaire(storage);
    await user().type(screen.getByLabelText(/Headline/), ' tonight');
    await waitFor(() => expect(storage.getItem(DRAFT_STORAGE_KEYS.business)).toContain('tonight'));
    await user().click(within(stepList()).getByRole('button', { name: /Categories/ }));
    expect(JSON.parse(storage.getItem(STEP_STORAGE_KEYS.business)!)).toEqual({ [account.businessId]: 'categories' });
    first.unmount();
    await renderQuestionnaire(storage, undefined, 'Categories');
    expect(screen.getByText('We restored your unsaved changes')).toBeDefined();
    await user().click(within(stepList()).getByRole('button', { name: /About the business/ }));
    expect((screen.getByLabelText(/Headline/) as HTMLInputElement).value).toBe(`${first.business.title} tonight`);
  });

  it('sends is_final with the agency picture request on the last step', async () => {
    const sent = recordUpdates();
    let finished = false;
    await renderQuestionnaire(new MemoryStorage(), () => {
      finished = true;
    });
    await user().click(within(stepList()).getByRole('button', { name: /Agency picture/ }));
    await screen.findByRole('heading', { level: 2, name: 'Agency picture' });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user().click(screen.getByLabelText('Create a banner for me'));
    await user().click(screen.getByRole('button', { name: 'Finish and publish' }));
    // Asking for a banner needs a word about it.
    expect(await screen.findByText('Please check the following:')).toBeDefined();
    expect(sent).toHaveLength(0);
    await user().type(screen.getByLabelText(/Describe the picture/), 'Gold logo on black');
    await user().click(screen.getByRole('button', { name: 'Finish and publish' }));
    expect(await screen.findByText('Your business page is complete.')).toBeDefined();
    expect(sent.at(-1)).toEqual({ agency_picture: { create_banner: true, description: 'Gold logo on black' }, is_final: true });
    expect(finished).toBe(true);
    expect(getStore().businesses.get(account.businessId)?.is_final).toBe(true);
  });
  it('names each field in the error summary, links to it and drops it once fixed', async () => {
    await renderQuestionnaire();
    await user().clear(screen.getByRole('textbox', { name: 'Business name' }));
    await user().clear(screen.getByRole('textbox', { name: /^Website/ }));
    await user().type(screen.getByRole('textbox', { name: /^Website/ }), 'not a site');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    const lines = within(summary).getAllByRole('link');
    expect(lines.map((a) => a.textContent?.split(':')[0])).toEqual(['Business name', 'Website']);
    expect(lines[0]!.textContent).toBe('Business name: This field is required');
    expect(lines[0]!.getAttribute('href')).toBe(`#${screen.getByRole('textbox', { name: 'Business name' }).id}`);
    await user().type(screen.getByRole('textbox', { name: 'Business name' }), 'Velvet Lounge');
    await waitFor(() => expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1));
    await user().clear(screen.getByRole('textbox', { name: /^Website/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('stops the description at its limit, with a counter', async () => {
    Object.assign(getStore().businesses.get(account.businessId)!, { description: 'd'.repeat(DESCRIPTION_MAX_LENGTH - 1) });
    await renderQuestionnaire();
    const box = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await user().type(box, 'xyz');
    expect(box.value).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(screen.getByText(`${DESCRIPTION_MAX_LENGTH} / ${DESCRIPTION_MAX_LENGTH} characters`).getAttribute('aria-live')).toBe('polite');
  });
});
