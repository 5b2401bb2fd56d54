import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NAME_MAX_LENGTH } from '../../../schemas/constants';
import { GeneralInfoStep } from '@portal/components/editor';
import { countries, individualData, values } from './fixtures';
import { renderEditor } from './i18n';

// Whole forms typed through user-event: generous under a loaded CI machine.
vi.setConfig({ testTimeout: 15_000 });

const submitButton = <button type="submit" form="profile-editor-step">Next</button>;

describe('GeneralInfoStep', () => {
  it('offers adult ages only and filters cities by country', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(<><GeneralInfoStep data={individualData} countries={countries} values={values()} onSubmit={vi.fn()} />{submitButton}</>);
    const age = screen.getByRole('combobox', { name: 'Age' });
    expect([...(age as HTMLSelectElement).options].map((o) => o.text)).not.toContain('17');
    const city = screen.getByRole('combobox', { name: 'City' });
    expect((city as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Czechia');
    expect([...(city as HTMLSelectElement).options].map((o) => o.text).slice(1)).toEqual(['Prague']);
  });

  it('shows the errors on submit and sends valid values', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    renderEditor(<><GeneralInfoStep data={individualData} countries={countries} values={values()} onSubmit={onSubmit} onInvalid={onInvalid} />{submitButton}</>);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    // react-hook-form validates asynchronously: wait for the errors to show.
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('This field is required');
    expect(onInvalid.mock.lastCall?.[0].map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['name', 'gender_id', 'age_id', 'category', 'country_id', 'city_id']),
    );
    await user.type(name, 'Alina');
    for (const [label, option] of [['Gender', 'Female'], ['Sexual orientation', 'Bi'], ['Age', '25'], ['Nationality', 'Czech'], ['Ethnicity', 'European'], ['Category', 'Escort'], ['Country', 'Ukraine'], ['City', 'Lviv']]) {
      await user.selectOptions(screen.getByRole('combobox', { name: label }), option!);
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      name: 'Alina', gender_id: 1, orientation_id: 2, age_id: 3, nationality_id: 2, ethnicity_id: 1, category: 'escort', country_id: 1, city_id: 11,
    }), 'next');
  });

  it('counts the name live against its 60-character limit and stops typing there', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(<GeneralInfoStep data={individualData} countries={countries} values={values({ name: 'a'.repeat(NAME_MAX_LENGTH - 3) })} onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const counter = document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(counter.textContent).toBe(`${NAME_MAX_LENGTH - 3} / ${NAME_MAX_LENGTH} characters`);
    await user.type(name, 'bcdefg');
    expect(name.value).toHaveLength(NAME_MAX_LENGTH);
    expect(counter.textContent).toBe(`${NAME_MAX_LENGTH} / ${NAME_MAX_LENGTH} characters`);
    expect(counter.getAttribute('aria-live')).toBe('polite');
  });
});
