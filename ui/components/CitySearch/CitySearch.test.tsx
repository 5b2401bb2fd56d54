import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@portal/sdk/i18n';
import { CitySearch } from './CitySearch';
import type { CityOption } from './cityOptions';

// The city search's texts are the visitor section's, which a page that shows it loads.
const i18n = await createI18n('en', { sections: ['visitor'] });
const renderWithI18n = (ui: ReactElement) => render(ui, { wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
const LABEL = i18n.t('visitor.search.city');

const PRAGUE: CityOption = { id: 6, title: 'Prague', countryId: 1, countryTitle: 'Czech Republic' };

describe('CitySearch', () => {
  it('asks the host for the cities when reached for, also once the combobox is loaded from an earlier page', async () => {
    const user = userEvent.setup();
    // The first search of a visit: the plain field, replaced by the combobox when reached for.
    const first = vi.fn();
    const { unmount } = renderWithI18n(<CitySearch id="city" cities={undefined} value={null} onChange={() => {}} onWant={first} />);
    await user.click(screen.getByRole('textbox', { name: LABEL }));
    expect(first).toHaveBeenCalled();
    await screen.findByRole('combobox', { name: LABEL });
    unmount();

    // The next page's search: the combobox from the start, with no cities until the host loads them.
    const next = vi.fn();
    const { rerender } = renderWithI18n(<CitySearch id="city" cities={undefined} value={null} onChange={() => {}} onWant={next} />);
    const combobox = screen.getByRole('combobox', { name: LABEL });
    expect(next).not.toHaveBeenCalled();
    await user.click(combobox);
    expect(next).toHaveBeenCalled();
    expect(await screen.findByText(i18n.t('common.loading'))).toBeTruthy();

    // The host answers: the list shows its cities.
    act(() => rerender(<CitySearch id="city" cities={[PRAGUE]} value={null} onChange={() => {}} onWant={next} />));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Prague, Czech Republic' })).toBeTruthy());
  });
});
