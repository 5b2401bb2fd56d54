import { expect, it } from 'vitest';
import { isEmbedProfile } from '../../../ui/embed/data';
import { pickTexts } from '../../../ui/embed/dictionary';
import de from '@portal/sdk/i18n/de';
import ru from '@portal/sdk/i18n/ru';

/** The build-time text picks and the response guard that replaces zod in the script-tag widget. */
it('picks the widget texts from the catalogs, with every plural form of the age', () => {
  const t = pickTexts(ru, 'ru');
  expect(t.age).toEqual({ one: ru.listing.age_one, few: ru.listing.age_few, many: ru.listing.age_many, other: ru.listing.age_other });
  expect(t.badges).toEqual(ru.listing.badges);
  expect(t.gateConfirm).toBe(ru.ageGate.confirm);
  expect(pickTexts(de, 'de').categories.escort).toBe(de.categories.escort.title);
  // A dozen strings per language, not a catalog.
  expect(JSON.stringify(t).length).toBeLessThan(1500);
});

const profile = {
  id: 1, slug: 'a-1', name: 'A', age: 21, category: 'escort', city: { id: 1, title: 'Köln' }, main_image: null,
  statuses: { is_vip: true, is_top: false, is_verified: true, is_new: false, is_independent: true }, price_from: { amount: 100, currency: 'EUR' },
};

it('accepts a profile summary and rejects what a card could not show', () => {
  expect(isEmbedProfile(profile)).toBe(true);
  expect(isEmbedProfile({ ...profile, main_image: { image: '/x.jpg', image_id: 2 }, price_from: null })).toBe(true);
  expect(isEmbedProfile({ ...profile, name: 42 })).toBe(false);
  expect(isEmbedProfile({ ...profile, city: null })).toBe(false);
  expect(isEmbedProfile({ ...profile, main_image: { src: '/x.jpg' } })).toBe(false);
  expect(isEmbedProfile({ ...profile, price_from: { amount: '100', currency: 'EUR' } })).toBe(false);
  expect(isEmbedProfile(null)).toBe(false);
});
