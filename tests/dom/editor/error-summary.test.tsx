import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_MAX_LENGTH } from '../../../schemas/constants';
import { AboutMeStep } from '@portal/components/editor';
import { complete, galleryOf, values } from './fixtures';
import { renderEditor } from './i18n';
import { renderProfileEditor } from './profile-editor';

// Whole forms typed through user-event: generous under a loaded CI machine.
vi.setConfig({ testTimeout: 15_000 });

const user = () => userEvent.setup({ delay: null });

const setup = renderProfileEditor;

const summaryLines = () => within(screen.getByRole('alert')).getAllByRole('link').map((a) => a.textContent);

describe('the profile editor’s error summary', () => {
  it('names each field by its visible label and links to its control', async () => {
    setup();
    await user().click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(summaryLines()).toEqual([
      'Name: This field is required', 'Gender: This field is required', 'Sexual orientation: This field is required',
      'Age: This field is required', 'Nationality: This field is required', 'Ethnicity: This field is required',
      'Category: This field is required', 'Country: This field is required', 'City: This field is required',
    ]);
    const city = within(screen.getByRole('alert')).getByRole('link', { name: 'City: This field is required' });
    expect(city.getAttribute('href')).toBe(`#${screen.getByRole('combobox', { name: 'City' }).id}`);
    await user().click(within(screen.getByRole('alert')).getByRole('link', { name: 'Name: This field is required' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('drops a line as soon as its field is fixed, and the summary with the last one', async () => {
    setup({ baseline: { ...complete(), name: '' }, profileId: 9, status: 'draft', gallery: galleryOf(3) });
    await user().click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(summaryLines()).toEqual(['Name: This field is required']);
    await user().type(screen.getByRole('textbox', { name: 'Name' }), 'Alina');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('drops a fixed over-long description (a stored one) from the summary', async () => {
    const description = 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1);
    setup({ baseline: { ...complete(), description }, profileId: 9, status: 'draft', gallery: galleryOf(3) });
    await user().click(await within(screen.getByRole('navigation', { name: 'Profile steps' })).findByRole('button', { name: /^About me/ }));
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(summaryLines()).toEqual([`Description: The description cannot exceed ${DESCRIPTION_MAX_LENGTH} characters`]);
    const box = screen.getByRole('textbox', { name: 'Description' });
    await user().type(box, '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the description’s length limit', () => {
  it('stops typing at the limit and shows it in the polite counter', async () => {
    renderEditor(<AboutMeStep values={values({ description: 'y'.repeat(DESCRIPTION_MAX_LENGTH - 2) })} onSubmit={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await user().type(box, 'abcdef');
    expect(box.value).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(box.value.endsWith('yab')).toBe(true);
    const counter = screen.getByText(`${DESCRIPTION_MAX_LENGTH} / ${DESCRIPTION_MAX_LENGTH} characters`);
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(box.getAttribute('aria-describedby')).toContain(counter.id);
  });
});
