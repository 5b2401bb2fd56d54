import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { BusinessInfo } from './BusinessInfo';

describe('BusinessInfo', () => {
  it('shows general info, address, payment and parking types and working time', () => {
    renderWithI18n(<BusinessInfo business={business} />);
    expect(screen.getByRole('heading', { name: 'General information' })).toBeDefined();
    expect(screen.getByText('Národní 12, Prague 1')).toBeDefined();
    expect(screen.getByText('Agency')).toBeDefined();
    expect(screen.getByRole('link', { name: 'velvet-house.example' }).getAttribute('href')).toBe('https://velvet-house.example');
    expect(screen.getByRole('heading', { name: 'Payment methods' })).toBeDefined();
    expect(screen.getByText('Bank transfer')).toBeDefined();
    expect(screen.getByText('Private parking')).toBeDefined();
    expect(screen.getByRole('table', { name: 'Working time' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Show phone number' })).toBeDefined();
  });

  it('copes with a business whose general info is not saved yet', () => {
    renderWithI18n(<BusinessInfo business={{ ...business, general_info: null, working_time: null }} />);
    expect(screen.queryByRole('button', { name: 'Show phone number' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('leaves the description to the page, which shows it once (it was printed twice)', () => {
    renderWithI18n(<BusinessInfo business={{ ...business, description: 'A calm, discreet venue.' }} />);
    expect(screen.queryByText('A calm, discreet venue.')).toBeNull();
  });
});
