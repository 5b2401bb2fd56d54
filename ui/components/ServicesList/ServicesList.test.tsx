import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ServicesList } from './ServicesList';

describe('ServicesList', () => {
  it('shows included, additional (with price) and taboo services that are offered', () => {
    renderWithI18n(<ServicesList additional={profile.additional_services} inclusive={profile.inklusive_services} taboo={profile.taboo_services} currency="EUR" />);
    const additional = screen.getByRole('heading', { name: 'Additional services' }).parentElement as HTMLElement;
    expect(within(additional).getByText('€80 / 2 hours')).toBeDefined();
    expect(within(additional).queryByText('Not offered any more')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Included services' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Taboo' })).toBeDefined();
    expect(screen.getByText('Photos and video')).toBeDefined();
  });
});
