import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { RatesTable } from './RatesTable';

describe('RatesTable', () => {
  it('shows time, incall and outcall (incl. taxi) in the currency', () => {
    renderWithI18n(<RatesTable rates={profile.my_price} currency="EUR" />);
    const table = screen.getByRole('table', { name: /Rates/ });
    expect(within(table).getByRole('columnheader', { name: 'Outcall (incl. taxi)' })).toBeDefined();
    expect(within(table).getByText('Currency: EUR')).toBeDefined();
    const day = within(table).getByRole('row', { name: /1 day/ });
    expect(within(day).getByText('€1,200')).toBeDefined();
    expect(within(day).getByText('Not available')).toBeDefined();
    expect(within(table).getByRole('rowheader', { name: '1 hour' })).toBeDefined();
  });
});
