import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Availability, WorkingTime } from '../../../schemas';
import { WEEK_DAYS } from '../../../schemas/constants';
import { availabilitySummary } from '../../../sdk/calendar';
import { AvailabilityNote } from '@portal/components';
import { AvailabilityEditor } from '@portal/components/editor';
import { renderEditor } from './i18n';

/** The calendar tab's editor and the public profile's availability lines. */
vi.setConfig({ testTimeout: 15_000 });
const user = () => userEvent.setup({ delay: null });

const week = (): WorkingTime => Object.fromEntries(WEEK_DAYS.map((d) => [d, { from: '10:00', to: '18:00', notAvailable: d === 'sun' }])) as WorkingTime;

describe('AvailabilityEditor', () => {
  it('edits hours, turns a day off and adds a day off, then sends it all', async () => {
    const onSubmit = vi.fn(async (_: Availability) => undefined);
    renderEditor(<AvailabilityEditor value={{ working_time: week(), days_off: [] }} onSubmit={onSubmit} />);
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user().selectOptions(within(monday).getByLabelText('From'), '09:00');
    await user().click(within(screen.getByRole('group', { name: 'Saturday' })).getByLabelText('Not available'));
    expect(screen.getByText('No days off planned.')).toBeTruthy();
    const date = screen.getByLabelText('Day off');
    await user().type(date, '2026-12-24');
    await user().click(screen.getByRole('button', { name: 'Add day off' }));
    expect(screen.getByRole('button', { name: 'Remove 2026-12-24' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent.working_time.mon).toEqual({ from: '09:00', to: '18:00', notAvailable: false });
    expect(sent.working_time.sat.notAvailable).toBe(true);
    expect(sent.days_off).toEqual(['2026-12-24']);
    expect((await screen.findByRole('status')).textContent).toBe('Your availability has been saved.');
  });

  it('asks for the missing end time and sends nothing', async () => {
    const onSubmit = vi.fn();
    const value = week();
    value.tue = { from: '10:00', to: null, notAvailable: false };
    renderEditor(<AvailabilityEditor value={{ working_time: value, days_off: [] }} onSubmit={onSubmit} />);
    await user().click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(screen.getByRole('group', { name: 'Tuesday' })).findByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the changes when the save fails', async () => {
    const onSubmit = vi.fn(async () => { throw new Error('offline'); });
    renderEditor(<AvailabilityEditor value={{ working_time: week(), days_off: ['2026-12-31'] }} onSubmit={onSubmit} />);
    await user().click(within(screen.getByRole('group', { name: 'Friday' })).getByLabelText('Not available'));
    await user().click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((within(screen.getByRole('group', { name: 'Friday' })).getByLabelText('Not available') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove 2026-12-31' })).toBeTruthy();
  });
});

describe('AvailabilityNote', () => {
  // Thursday 24 December 2026.
  const thursday = new Date(2026, 11, 24, 12);

  it('says today’s hours and the working days of the next seven', () => {
    renderEditor(<AvailabilityNote summary={availabilitySummary(week(), [], thursday)} />);
    expect(screen.getByTestId('available-today').textContent).toBe('Available today 10:00 – 18:00');
    expect(screen.getByTestId('available-week').textContent).toBe('This week: Thursday, Friday, Saturday, Monday, Tuesday, Wednesday');
  });

  it('leaves out days off, and says so when today is one', () => {
    renderEditor(<AvailabilityNote summary={availabilitySummary(week(), ['2026-12-24', '2026-12-25'], thursday)} />);
    expect(screen.getByTestId('available-today').textContent).toBe('Not available today');
    expect(screen.getByTestId('available-week').textContent).toBe('This week: Saturday, Monday, Tuesday, Wednesday');
  });

  it('says when the whole week is off', () => {
    const off = Object.fromEntries(WEEK_DAYS.map((d) => [d, { from: null, to: null, notAvailable: true }])) as WorkingTime;
    renderEditor(<AvailabilityNote summary={availabilitySummary(off, [], thursday)} />);
    expect(screen.getByTestId('available-week').textContent).toBe('Not available this week');
  });
});
