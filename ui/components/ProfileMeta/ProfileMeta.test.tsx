import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ProfileMeta } from './ProfileMeta';

describe('ProfileMeta', () => {
  it('shows last seen, created, modified and total views', () => {
    renderWithI18n(<ProfileMeta lastSeen="2025-03-02T18:30:00+00:00" created="2025-01-10T12:00:00+00:00" modified="2025-02-20T09:15:00+00:00" views={12840} />);
    expect(screen.getByText(/^Last seen Mar 2, 2025, 6:30/)).toBeDefined();
    expect(screen.getByText('Jan 10, 2025')).toBeDefined();
    expect(screen.getByText('Feb 20, 2025')).toBeDefined();
    expect(screen.getByText('12,840')).toBeDefined();
    expect(screen.getByText('Total views')).toBeDefined();
  });
});
