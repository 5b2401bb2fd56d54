import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { WorkingTimeTable } from './WorkingTimeTable';

describe('WorkingTimeTable', () => {
  it('lists Monday to Sunday with hours, All day and Not available', () => {
    renderWithI18n(<WorkingTimeTable workingTime={profile.working_time!} />);
    expect(screen.getByRole('table', { name: 'Working time' })).toBeDefined();
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'Monday10:00 – 22:00', 'Tuesday10:00 – 22:00', 'WednesdayAll day', 'Thursday12:00 – 24:00',
      'Friday12:00 – 24:00', 'SaturdayNot available', 'SundayNot available',
    ]);
  });
});
