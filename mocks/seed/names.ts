import type { Rng } from './prng';

/**
 * Invented names from syllables, so no real person is ever named. The endings lean feminine or
 * masculine by gender; businesses get an adjective and a noun of their own lists.
 */
const ONSETS = ['ka', 'li', 'ma', 'ra', 'se', 'na', 'vi', 'lo', 'ta', 'ri', 'el', 'an', 'mi', 'sa', 'do', 'ne', 'zo',
  'ly', 'be', 'ja', 'ko', 'fe', 'ni', 'ro', 'sha', 've', 'ta', 'ye', 'mo', 'da', 'ki', 'lu', 'ar', 'is', 'or'];
const MIDDLES = ['', '', 'r', 'l', 'n', 'ss', 'v', 'th', 'm', 'd', 'z'];
const FEMININE = ['a', 'ia', 'elle', 'ina', 'ya', 'ette', 'ira', 'ana', 'ea', 'ine', 'ika', 'issa'];
const MASCULINE = ['o', 'an', 'or', 'el', 'is', 'en', 'ar', 'us', 'ek', 'on'];

export type NameStyle = 'feminine' | 'masculine' | 'neutral';

export function personName(rng: Rng, style: NameStyle): string {
  const endings = style === 'masculine' ? MASCULINE : style === 'feminine' ? FEMININE : [...FEMININE, ...MASCULINE];
  const syllables = rng.int(1, 2);
  let name = '';
  for (let i = 0; i < syllables; i += 1) name += rng.pick(ONSETS) + rng.pick(MIDDLES);
  name += rng.pick(endings);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const NICK_WORDS = ['night', 'owl', 'river', 'blue', 'quiet', 'city', 'stone', 'wind', 'north', 'silver', 'amber',
  'fox', 'maple', 'cloud', 'harbor', 'echo', 'violet', 'cedar'];

/** A member's nickname such as `quiet_fox42`. */
export function nickname(rng: Rng): string {
  return `${rng.pick(NICK_WORDS)}_${rng.pick(NICK_WORDS)}${rng.int(1, 99)}`;
}

const ADJECTIVES = ['Velvet', 'Golden', 'Silver', 'Midnight', 'Amber', 'Crimson', 'Ivory', 'Azure', 'Scarlet', 'Opal',
  'Emerald', 'Satin', 'Lunar', 'Coral', 'Onyx', 'Pearl', 'Sapphire', 'Rose'];
const NOUNS = ['Orchid', 'Lotus', 'Garden', 'Lounge', 'Harbor', 'Mirage', 'Palace', 'Dream', 'Secret', 'Muse',
  'Horizon', 'Aurora', 'Oasis', 'Island', 'Lantern', 'Velour', 'Meadow', 'Crescent'];

export function businessName(rng: Rng, suffix: string): string {
  return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${suffix}`;
}

/** Up to two initials, A to Z only, for placeholder images. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase())
    .filter((c) => /[A-Z]/.test(c));
  return letters.slice(0, 2).join('') || 'X';
}

/** A URL slug: lower-case ASCII letters, digits and dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';
}
