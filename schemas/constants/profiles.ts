/** A profile's fixed values (§3, §4, §5, §9): phone code, statuses, working time, rates, currencies. */

/** §3, §9: default dial code of phone numbers. */
export const DEFAULT_PHONE_CODE = '+380';
/** §5, §9: the description helper truncates to this many words. */
export const DESCRIPTION_HELPER_WORDS = 30;
/** §4, §9: moderation takes up to this many hours. */
export const MODERATION_MAX_HOURS = 48;

/** §4: profile status and the questionnaire's progress labels. */
export const PROFILE_STATUSES = ['active', 'draft', 'moderating'] as const;
export const QUESTIONNAIRE_PROGRESS = ['not completed', 'in progress', 'completed', 'pending'] as const;

/** §3: working-time day keys (`wen` spelt so) and options. */
export const WEEK_DAYS = ['mon', 'tue', 'wen', 'thu', 'fri', 'sat', 'sun'] as const;
export const WORKING_TIME_ALL_DAY = 'All day';
/** '00:00' ... '24:00'. */
export const WORKING_TIME_HOURS = Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** §3: rate durations. */
export const RATE_DURATIONS = [
  '15 min', '30 min', '45 min', '1 h', '1.5 h', '2 h', '3 h', '4 h', '5 h', '6 h', '1 day', '2 days', '3 days',
] as const;

/** §3: the eleven currencies. */
export const CURRENCIES = [
  { id: 1, code: 'USD', title: 'US Dollar', sign: '$' },
  { id: 2, code: 'EUR', title: 'Euro', sign: '€' },
  { id: 3, code: 'JPY', title: 'Japanese Yen', sign: '¥' },
  { id: 4, code: 'GBP', title: 'Pound Sterling', sign: '£' },
  { id: 5, code: 'CNY', title: 'Chinese Yuan', sign: '¥' },
  { id: 6, code: 'AUD', title: 'Australian Dollar', sign: 'A$' },
  { id: 7, code: 'CAD', title: 'Canadian Dollar', sign: 'C$' },
  { id: 8, code: 'CHF', title: 'Swiss Franc', sign: 'CHF' },
  { id: 9, code: 'SEK', title: 'Swedish Krona', sign: 'kr' },
  { id: 10, code: 'RUB', title: 'Russian Ruble', sign: '₽' },
  { id: 11, code: 'UAH', title: 'Ukrainian Hryvnia', sign: '₴' },
] as const;
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as unknown as readonly [
  (typeof CURRENCIES)[number]['code'],
  ...(typeof CURRENCIES)[number]['code'][],
];

/** The account area's statistics tab: views, likes and reviews per day over this many days (inferred). */
export const STATISTICS_DAYS = 14;

/** Calendar (beyond spec): how many days off a model can mark ahead, about a year of single days. */
export const DAYS_OFF_MAX = 366;
