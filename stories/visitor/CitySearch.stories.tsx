import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CitySearch, cityLabel, cityOptionsOf } from '@portal/components/CitySearch';
import type { CityOption, CitySearchProps } from '@portal/components/CitySearch';
import { filterOptions } from '../fixtures';

/**
 * The city search (beyond the spec): a plain labelled field until the visitor reaches for
 * it, then a combobox (downshift) over the reference cities that takes the field's place with the
 * focus. The host holds the chosen city; the story prints it.
 */
const CITIES = cityOptionsOf(filterOptions.countries);

/** The cities as the API names them in Russian and in Greek. */
const city = (id: number, title: string, countryId: number, countryTitle: string): CityOption => ({ id, title, countryId, countryTitle });
const RUSSIAN = [
  city(11, 'Прага', 1, 'Чехия'), city(12, 'Брно', 1, 'Чехия'), city(13, 'Карловы Вары', 1, 'Чехия'),
  city(40, 'Санкт-Петербург', 4, 'Россия'), city(41, 'Петропавловск-Камчатский', 4, 'Россия'),
];
const GREEK = [city(31, 'Αθήνα', 3, 'Ελλάδα'), city(32, 'Θεσσαλονίκη', 3, 'Ελλάδα'), city(33, 'Ηράκλειο', 3, 'Ελλάδα')];

function Hosted(props: CitySearchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360, minHeight: 320, alignContent: 'start' }}>
      <CitySearch {...props} value={value} onChange={(next) => { props.onChange(next); setValue(next); }} />
      <output aria-label="Chosen city" style={{ fontFamily: 'var(--font-mono)', fontSize: 12 }}>{value ? cityLabel(value) : 'any'}</output>
    </div>
  );
}

const meta = {
  title: 'Visitor/CitySearch',
  component: CitySearch,
  args: { id: 'city', cities: CITIES, value: null, onChange: fn(), onWant: fn() },
  render: (args) => <Hosted {...args} />,
} satisfies Meta<typeof CitySearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const chosen = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Chosen city' });

/**
 * The field: the plain one until the combobox's code is loaded; once loaded (by an earlier story of
 * this file: a page loads it once), the combobox from the start.
 */
const field = (canvasElement: HTMLElement, label: string): HTMLElement =>
  within(canvasElement).queryByRole('combobox', { name: label }) ?? within(canvasElement).getByRole('textbox', { name: label });

/** Reaching for the field: the combobox takes its place, with the focus and every city listed. */
async function openCombobox(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(field(canvasElement, label));
  const combobox = await canvas.findByRole('combobox', { name: label }, { timeout: 10_000 });
  await waitFor(() => expect(combobox).toHaveFocus());
  return combobox;
}

/** The plain field the server renders, with its label and placeholder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'City search')).toHaveAttribute('placeholder', 'Type a city');
    await expect(chosen(canvasElement)).toHaveTextContent('any');
  },
};

/** Typing narrows the list (names that start with it first, then countries that contain it); Enter chooses. */
export const TypeAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = await openCombobox(canvasElement, 'City search');
    await expect(args.onWant).toHaveBeenCalled();
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.type(combobox, 'por');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Porto, Portugal', 'Lisbon, Portugal']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(chosen(canvasElement)).toHaveTextContent('Porto, Portugal');
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 22, title: 'Porto', countryId: 2, countryTitle: 'Portugal' });
  },
};

/** A city that is not there: the visitor is told so, nothing is chosen. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = await openCombobox(canvasElement, 'City search');
    await userEvent.type(combobox, 'Atlantis');
    await expect(await canvas.findByText('No city matches “Atlantis”')).toBeVisible();
    await expect(canvas.queryByRole('option')).toBeNull();
    await expect(chosen(canvasElement)).toHaveTextContent('any');
  },
};

/** The cities are not there yet (the host asked for them): the list says it is loading. */
export const CitiesLoading: Story = {
  args: { cities: undefined },
  play: async ({ canvasElement }) => {
    await openCombobox(canvasElement, 'City search');
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** A city chosen (from the URL): its name in the field, and a button back to any city. */
export const Chosen: Story = {
  args: { value: CITIES[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, 'City search')).toHaveValue('Brno, Czechia');
    await userEvent.click(canvas.getByRole('button', { name: 'Any city' }));
    await expect(chosen(canvasElement)).toHaveTextContent('any');
  },
};

/** Russian on a phone, long names: typed in Cyrillic, chosen by click. */
export const RussianPhone: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile1' } },
  args: { cities: RUSSIAN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = await openCombobox(canvasElement, 'Поиск города');
    await userEvent.type(combobox, 'петро');
    await userEvent.click(await canvas.findByRole('option', { name: 'Петропавловск-Камчатский, Россия' }));
    await expect(chosen(canvasElement)).toHaveTextContent('Петропавловск-Камчатский, Россия');
    await expect(canvas.getByRole('button', { name: 'Любой город' })).toBeVisible();
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'Рим');
    await expect(await canvas.findByText('Нет города «Рим»')).toBeVisible();
  },
};

/** Greek: the list in the collation of the visitor's language. */
export const Greek: Story = {
  globals: { locale: 'el' },
  args: { cities: GREEK },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openCombobox(canvasElement, 'Αναζήτηση πόλης');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Αθήνα, Ελλάδα', 'Ηράκλειο, Ελλάδα', 'Θεσσαλονίκη, Ελλάδα']);
  },
};

/** German. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Stadtsuche')).toHaveAttribute('placeholder', 'Stadt eingeben');
  },
};
