import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileFilters } from '@portal/sdk';
import { filterOptions } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { FilterPanel } from './FilterPanel';
import { firstPaintOptions } from './filterModel';
import type { FilterPanelOptions } from './filterModel';

/** Keys go to the focused thumb, as in a browser (Radix picks the thumb on focus). */
function press(thumb: HTMLElement, key: string) {
  act(() => thumb.focus());
  fireEvent.keyDown(thumb, { key });
}

function setup(value: ProfileFilters = {}, options: FilterPanelOptions = filterOptions, layout: 'inline' | 'drawer' = 'inline') {
  const onChange = vi.fn<(next: ProfileFilters, options?: { replace?: boolean }) => void>();
  const onReset = vi.fn();
  renderWithI18n(<FilterPanel value={value} onChange={onChange} onReset={onReset} options={options} layout={layout} />);
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { onChange, onReset, last };
}

describe('FilterPanel', () => {
  it('is a search landmark named Filters', () => {
    setup();
    expect(screen.getByRole('search', { name: 'Filters' })).toBeDefined();
  });

  it('floors the age slider at 18 even when the options start lower', () => {
    const { onChange, last } = setup({}, { ...filterOptions, ages: { min: 16, max: 60 } });
    const min = screen.getByRole('slider', { name: 'Age: Min' });
    expect(min.getAttribute('aria-valuemin')).toBe('18');
    expect(min.getAttribute('aria-valuenow')).toBe('18');
    press(min, 'ArrowLeft');
    expect(onChange).not.toHaveBeenCalled();
    press(min, 'ArrowRight');
    expect(last()).toEqual({ age_min: 19 });
  });

  it('moves the upper age thumb and leaves "any" bounds out', () => {
    const { last } = setup({ age_min: 25 });
    const max = screen.getByRole('slider', { name: 'Age: Max' });
    expect(max.getAttribute('aria-valuenow')).toBe('60');
    press(max, 'ArrowLeft');
    expect(last()).toEqual({ age_min: 25, age_max: 59 });
    // The host has not passed the new value back yet: the next step builds on the slider's last one.
    press(screen.getByRole('slider', { name: 'Age: Min' }), 'Home');
    expect(last()).toEqual({ age_max: 59 });
  });

  it('counts every key press while the URL is still catching up (ten presses were two)', () => {
    const { onChange, last } = setup();
    const min = screen.getByRole('slider', { name: 'Age: Min' });
    for (let i = 0; i < 10; i += 1) press(min, 'ArrowRight');
    expect(onChange).toHaveBeenCalledTimes(10);
    expect(last()).toEqual({ age_min: 28 });
    expect(min.getAttribute('aria-valuenow')).toBe('28');
  });

  it('makes key presses in a row one history entry: the first step adds it, the next ones replace it', () => {
    const { onChange } = setup();
    const min = screen.getByRole('slider', { name: 'Age: Min' });
    for (let i = 0; i < 3; i += 1) press(min, 'ArrowRight');
    expect(onChange.mock.calls.map((call) => call[1]?.replace === true)).toEqual([false, true, true]);
    // The other thumb of the same slider: the same adjustment.
    press(screen.getByRole('slider', { name: 'Age: Max' }), 'ArrowLeft');
    expect(onChange.mock.calls[3]?.[1]?.replace).toBe(true);
    // Focus leaves the slider: the adjustment is over, the next one starts its own entry.
    act(() => screen.getByRole('combobox', { name: 'Country' }).focus());
    press(min, 'ArrowRight');
    press(min, 'ArrowRight');
    expect(onChange.mock.calls.slice(4).map((call) => call[1]?.replace === true)).toEqual([false, true]);
    // Another slider is an adjustment of its own.
    press(screen.getByRole('slider', { name: 'Height (cm): Max' }), 'ArrowLeft');
    expect(onChange.mock.calls.at(-1)?.[1]?.replace).toBeUndefined();
  });

  it('labels the height thumbs with their unit', () => {
    setup({ height_min: 160 });
    const min = screen.getByRole('slider', { name: 'Height (cm): Min' });
    expect(min.getAttribute('aria-valuetext')).toBe('160 cm');
  });

  it('chooses a country, then a city of that country; a new country clears the city', async () => {
    const { last } = setup();
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Portugal');
    expect(last()).toEqual({ country_id: 2 });
  });

  it('offers only the chosen country’s cities and clears the city with the country', async () => {
    const { last } = setup({ country_id: 2, city_id: 21 });
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(within(city).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Lisbon', 'Porto']);
    await userEvent.selectOptions(city, 'Porto');
    expect(last()).toEqual({ country_id: 2, city_id: 22 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Czechia');
    expect(last()).toEqual({ country_id: 1 });
  });

  it('toggles statuses as pressed buttons', async () => {
    const { last } = setup({ statuses: ['VIP'] });
    const group = screen.getByRole('toolbar', { name: 'Status' });
    expect(within(group).getByRole('button', { name: 'VIP' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: 'Travel girl' }));
    expect(last()).toEqual({ statuses: ['VIP', 'TRAVEL GIRL'] });
  });

  it('adds and removes checkbox values, dropping empty lists', async () => {
    const { last } = setup({ gender: [1] });
    const gender = screen.getByRole('group', { name: 'Gender' });
    await userEvent.click(within(gender).getByRole('checkbox', { name: 'Trans' }));
    expect(last()).toEqual({ gender: [1, 3] });
    await userEvent.click(within(gender).getByRole('checkbox', { name: 'Female' }));
    expect(last()).toEqual({});
  });

  it('picks incall or outcall, or any', async () => {
    const { last } = setup({ incall_outcall: 'incall' });
    const group = screen.getByRole('group', { name: 'Incall / outcall' });
    expect((within(group).getByRole('radio', { name: 'Incall' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Outcall' }));
    expect(last()).toEqual({ incall_outcall: 'outcall' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Any' }));
    expect(last()).toEqual({});
  });

  it('filters by type of business', async () => {
    const { last } = setup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of business' }), 'Massage salon');
    expect(last()).toEqual({ business_type: 'massage_salons' });
  });

  it('keeps rare groups collapsed and loads them on first open', async () => {
    const { last } = setup();
    const toggle = screen.getByRole('button', { name: 'Hair' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Hair color' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const colors = await screen.findByRole('group', { name: 'Hair color' });
    await userEvent.click(within(colors).getByRole('checkbox', { name: 'Red' }));
    expect(last()).toEqual({ hair_color: [3] });
  });

  it('opens a section at once when the URL already sets one of its filters, with the count', async () => {
    setup({ eyes: [2, 3] });
    const toggle = screen.getByRole('button', { name: /Eye color/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('2');
    const blue = await screen.findByRole('checkbox', { name: 'Blue' });
    expect((blue as HTMLInputElement).checked).toBe(true);
  });

  it('holds every filter group of the spec', async () => {
    setup();
    for (const name of ['Services', 'Body type', 'Hair', 'Bust', 'More', 'Ethnicity', 'Orientation', 'Available for', 'Meets with', 'Bikini line', 'Eye color']) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    for (const name of ['Hair color', 'Hair length', 'Bust type', 'Bust size', 'Smoker', 'Alcohol', 'Tattoos']) {
      expect(await screen.findByRole('group', { name })).toBeDefined();
    }
    expect(await screen.findByRole('slider', { name: 'Weight (kg): Min' })).toBeDefined();
  });

  it('resets through onReset, disabled when nothing is set', async () => {
    const { onReset } = setup({ age_min: 30 });
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('sits in a drawer opened by a Filters button on phones, which applies its pending filters with Apply', async () => {
    const { onChange, last } = setup({ statuses: ['TOP'] }, filterOptions, 'drawer');
    expect(screen.queryByRole('search')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    // The drawer is loaded lazily on first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'New' }));
    // Pending: the listing behind the sheet does not change at every tap.
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'New' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(last()).toEqual({ statuses: ['TOP', 'NEW'] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many results the pending filters give, and holds the name search when asked to', async () => {
    const onChange = vi.fn();
    const onPendingChange = vi.fn();
    const { rerender } = renderWithI18n(
      <FilterPanel value={{ sort: 'newest' }} onChange={onChange} onReset={() => {}} options={filterOptions} layout="drawer" nameSearch onPendingChange={onPendingChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(onPendingChange).toHaveBeenLastCalledWith({ sort: 'newest' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Name' }), 'Ann');
    expect(onPendingChange).toHaveBeenLastCalledWith({ sort: 'newest', name: 'Ann' });
    rerender(
      <FilterPanel value={{ sort: 'newest' }} onChange={onChange} onReset={() => {}} options={filterOptions} layout="drawer" nameSearch onPendingChange={onPendingChange} pendingCount={1} />,
    );
    expect(within(dialog).getByRole('button', { name: 'Show 1 result' })).toBeDefined();
    rerender(
      <FilterPanel value={{ sort: 'newest' }} onChange={onChange} onReset={() => {}} options={filterOptions} layout="drawer" nameSearch onPendingChange={onPendingChange} pendingCount={37} />,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 37 results' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest', name: 'Ann' });
    expect(onPendingChange).toHaveBeenLastCalledWith(null);
  });

  it('leaves the filters as they were when the drawer is closed without Apply', async () => {
    const { onChange } = setup({ statuses: ['TOP'] }, filterOptions, 'drawer');
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'VIP' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(again).getByRole('button', { name: 'VIP' }).getAttribute('aria-pressed')).toBe('false');
  });

  describe('from the first-paint part of the options (what a server puts in the page)', () => {
    /** The panel's markup once its open sections have loaded (no spinner left). */
    const markup = async (value: ProfileFilters, options: FilterPanelOptions) => {
      const { container, unmount } = renderWithI18n(<FilterPanel value={value} onChange={() => {}} onReset={() => {}} options={options} layout="inline" />);
      await waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
      const html = container.innerHTML.replace(/_r_\w+_/g, 'id'); // useId differs per render
      unmount();
      return html;
    };

    it('renders what the whole options render, for closed and open sections alike', async () => {
      for (const value of [{}, { country_id: 2, city_id: 21, statuses: ['VIP'] }, { eyes: [2], hair_color: [3] }] as ProfileFilters[]) {
        const whole = await markup(value, filterOptions);
        expect(whole).toContain('<select');
        expect(await markup(value, firstPaintOptions(filterOptions, value))).toBe(whole);
      }
    });

    it('keeps only the chosen country’s cities, and only names', () => {
      const first = firstPaintOptions(filterOptions, { country_id: 2 });
      expect(first.countries.map((c) => c.cities.length)).toEqual(filterOptions.countries.map((c) => (c.id === 2 ? c.cities.length : 0)));
      expect(first.countries.find((c) => c.id === 2)!.cities[0]).toEqual({ id: 21, title: 'Lisbon' });
      expect(first.services).toBeUndefined();
      expect(firstPaintOptions(filterOptions, { services: [1] }).services).toEqual(filterOptions.services);
    });

    it('hides a section whose groups have no choices, and waits in an open section until its choices arrive', async () => {
      const first = firstPaintOptions({ ...filterOptions, bikini: [] }, {});
      expect(first.bikini).toEqual([]);
      const { rerender } = renderWithI18n(<FilterPanel value={{}} onChange={() => {}} onReset={() => {}} options={first} layout="inline" />);
      expect(screen.queryByRole('button', { name: 'Bikini line' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Hair' }));
      expect(await screen.findByRole('status')).toBeDefined();
      expect(screen.queryByRole('group', { name: 'Hair color' })).toBeNull();
      rerender(<FilterPanel value={{}} onChange={() => {}} onReset={() => {}} options={filterOptions} layout="inline" />);
      expect(await screen.findByRole('group', { name: 'Hair color' })).toBeDefined();
    });
  });
});
