import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, TEXT_MIN_LENGTH } from '../../../schemas/constants';
import {
  AboutMeStep, ContactsStep, ParametersStep, RatesStep, ServicesStep, WorkingTimeStep,
} from '@portal/components/editor';
import { complete, countries, currencies, individualData, services, values } from './fixtures';
import { renderEditor } from './i18n';

// Whole forms typed through user-event: generous under a loaded CI machine.
vi.setConfig({ testTimeout: 15_000 });

const Next = () => <button type="submit" form="profile-editor-step">Next</button>;
// react-hook-form validates asynchronously: let the submission settle (one macrotask) before asserting.
const submit = async () => {
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Next' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');

describe('ParametersStep', () => {
  it('sends unset optional ids as null and lists as arrays of ids', async () => {
    const onSubmit = vi.fn();
    renderEditor(<><ParametersStep data={individualData} values={values()} onSubmit={onSubmit} /><Next /></>);
    const user = userEvent.setup({ delay: null });
    for (const [label, option] of [['Height (cm)', '170 cm'], ['Weight (kg)', '55 kg'], ['Body type', 'Slim'], ['Hair color', 'Blonde'], ['Eye color', 'Green'], ['Breast size', '2'], ['Bust type', 'Natural']] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
    }
    await user.click(within(screen.getByRole('group', { name: 'Languages' })).getByRole('checkbox', { name: 'German' }));
    await user.click(within(screen.getByRole('group', { name: 'Meets with' })).getByRole('checkbox', { name: 'Couples' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({ height_id: 2, weight_id: 1, user_languages: [2], meeting_with: [3], piercing: [], travel: false });
    for (const key of ['hair_length_id', 'intimate_grooming_id', 'alcohol_id', 'smokers_id', 'tattoo_id', 'travel_mode_id', 'available_for']) {
      expect(sent[key]).toBeNull();
    }
  });

  it('asks for the required parameters and at least one language', async () => {
    const onInvalid = vi.fn();
    renderEditor(<><ParametersStep data={individualData} values={values()} onSubmit={vi.fn()} onInvalid={onInvalid} /><Next /></>);
    await submit();
    expect(errorOf(screen.getByRole('combobox', { name: 'Height (cm)' }))).toContain('This field is required');
    expect(screen.getByRole('combobox', { name: 'Hair length' }).getAttribute('aria-invalid')).toBeNull();
    expect(onInvalid.mock.lastCall?.[0].map((e: { field: string }) => e.field)).toContain('user_languages');
  });
});

describe('AboutMeStep', () => {
  it('counts characters live and gives the spec’s messages', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderEditor(<><AboutMeStep values={values()} onSubmit={onSubmit} /><Next /></>);
    const box = screen.getByRole('textbox', { name: 'Description' });
    await user.type(box, 'Too short');
    expect(screen.getByText(`9 / ${DESCRIPTION_MAX_LENGTH} characters`)).toBeTruthy();
    await submit();
    expect(errorOf(box)).toContain(`fill in at least ${TEXT_MIN_LENGTH} characters`);
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(DESCRIPTION_MAX_LENGTH + 1));
    // The textarea stops at the limit: what is pasted beyond it is not taken.
    expect((box as HTMLTextAreaElement).value).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(screen.getByText(`${DESCRIPTION_MAX_LENGTH} / ${DESCRIPTION_MAX_LENGTH} characters`)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the first 30 words', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i + 1}`).join(' ');
    renderEditor(<AboutMeStep values={values({ description: text })} onSubmit={vi.fn()} />);
    expect(screen.getByText(/word1 .* word30…$/)).toBeTruthy();
    expect(screen.queryByText(/word31 word32/, { selector: 'p:not(textarea)' })).toBeNull();
  });
});

describe('ContactsStep', () => {
  it('defaults both dial codes to +380 and sends a blank WhatsApp and Telegram as null', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderEditor(<><ContactsStep countries={countries} currencies={currencies} values={values()} onSubmit={onSubmit} /><Next /></>);
    const phone = screen.getByRole('group', { name: 'Phone number' });
    const code = within(phone).getByRole('combobox', { name: 'Dial code' });
    expect(code.textContent).toContain('+380');
    expect(within(screen.getByRole('group', { name: /WhatsApp number/ })).getByRole('combobox', { name: 'Dial code' }).textContent).toContain('+380');
    await user.type(within(phone).getByRole('textbox', { name: 'Number' }), '501234567');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR (€)');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      phone_number: { code: '+380', tel: '501234567' }, currencies_id: 2, telegram_number: '',
    }), 'next');
  });

  it('picks another dial code from the countries', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderEditor(<><ContactsStep countries={countries} currencies={currencies} values={complete()} onSubmit={onSubmit} /><Next /></>);
    const phone = screen.getByRole('group', { name: 'Phone number' });
    await user.click(within(phone).getByRole('combobox', { name: 'Dial code' }));
    expect(screen.getByRole('option', { name: 'Canada, United States +1' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Czechia +420' }));
    await submit();
    expect(onSubmit.mock.calls[0]![0].phone_number).toEqual({ code: '+420', tel: '501234567' });
  });

  it('rejects an invalid phone number', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(<><ContactsStep countries={countries} currencies={currencies} values={values()} onSubmit={vi.fn()} /><Next /></>);
    const tel = within(screen.getByRole('group', { name: 'Phone number' })).getByRole('textbox', { name: 'Number' });
    await user.type(tel, 'abc');
    await submit();
    expect(errorOf(tel)).toContain('Enter a valid phone number');
  });
});

describe('RatesStep', () => {
  it('adds and removes rows', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderEditor(<><RatesStep values={values()} currency={currencies[1]} onSubmit={onSubmit} /><Next /></>);
    await submit();
    expect(await screen.findByText('Add at least one rate')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    expect(screen.getAllByRole('combobox', { name: 'Duration' })).toHaveLength(2);
    const [first, second] = screen.getAllByRole('spinbutton', { name: 'Incall (EUR)' });
    await user.type(first!, '100');
    await user.type(second!, '180');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Duration' })[1]!, '1 hour');
    await user.click(screen.getByRole('button', { name: 'Remove the rate for 15 minutes' }));
    expect(screen.getAllByRole('combobox', { name: 'Duration' })).toHaveLength(1);
    await submit();
    expect(onSubmit.mock.calls[0]![0].rates).toEqual([{ time: '1 h', incall: 180, outcall: null }]);
  });

  it('needs an incall or outcall price in each row', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderEditor(<><RatesStep values={values()} onSubmit={onSubmit} /><Next /></>);
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    await submit();
    expect(errorOf(screen.getByRole('spinbutton', { name: 'Incall' }))).toContain('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('WorkingTimeStep', () => {
  it('takes hours, all day or not available per day', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderEditor(<><WorkingTimeStep values={values()} onSubmit={onSubmit} /><Next /></>);
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const day of days.slice(0, 5)) {
      const group = screen.getByRole('group', { name: day });
      await user.selectOptions(within(group).getByRole('combobox', { name: 'From' }), '10:00');
      await user.selectOptions(within(group).getByRole('combobox', { name: 'To' }), '22:00');
    }
    await user.selectOptions(within(screen.getByRole('group', { name: 'Saturday' })).getByRole('combobox', { name: 'From' }), 'All day');
    expect(within(screen.getByRole('group', { name: 'Saturday' })).queryByRole('combobox', { name: 'To' })).toBeNull();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    expect(errorOf(within(sunday).getByRole('combobox', { name: 'From' }))).toContain('This field is required');
    await user.click(within(sunday).getByRole('checkbox', { name: 'Not available' }));
    await submit();
    const time = onSubmit.mock.calls[0]![0].time;
    expect(time.mon).toEqual({ from: '10:00', to: '22:00', notAvailable: false });
    expect(time.sat.from).toBe('All day');
    expect(time.sun.notAvailable).toBe(true);
    expect(Object.keys(time)).toEqual(['mon', 'tue', 'wen', 'thu', 'fri', 'sat', 'sun']);
  });
});

describe('ServicesStep', () => {
  it('needs one service and a price for an extra-charge one', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderEditor(<><ServicesStep services={services} currency={currencies[1]} values={values()} onSubmit={onSubmit} /><Next /></>);
    await submit();
    expect(await screen.findByText('Choose at least one service')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dinner date' }), 'Included');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Massage' }), 'For an extra charge');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Overnight' }), 'Taboo');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const price = screen.getByRole('spinbutton', { name: 'Price (EUR)' });
    expect(errorOf(price)).toContain('This field is required');
    await user.type(price, '40');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '30 minutes');
    await submit();
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent.inklusive_services).toEqual([expect.objectContaining({ id: 1, include: true, check: true })]);
    expect(sent.additional_services).toEqual([expect.objectContaining({ id: 2, summary: 40, time: '30 min', include: false, check: true })]);
    expect(sent.taboo_services).toEqual([expect.objectContaining({ id: 3, check: false })]);
  });
});
