/**
 * Every number and fixed value of the specification, once.
 *
 * This module imports nothing, so the lowest layer (schemas/) can use it and the SDK re-exports
 * it as its public `constants`. Section numbers refer to the product specification.
 */

/** §1, §9: the nine languages, English first (it has no URL prefix). */
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'cz', 'ru', 'pt', 'el'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** BCP 47 tags for `Intl`, `<html lang>` and hreflang: the portal's `cz` is Czech, `cs`. */
export const LOCALE_BCP47: Readonly<Record<Locale, string>> = {
  en: 'en', es: 'es', fr: 'fr', de: 'de', it: 'it', cz: 'cs', ru: 'ru', pt: 'pt', el: 'el',
};
/** Open Graph wants language_TERRITORY (`og:locale`, `og:locale:alternate`): the main market of each language. */
export const LOCALE_OPEN_GRAPH: Readonly<Record<Locale, string>> = {
  en: 'en_GB', es: 'es_ES', fr: 'fr_FR', de: 'de_DE', it: 'it_IT', cz: 'cs_CZ', ru: 'ru_RU', pt: 'pt_PT', el: 'el_GR',
};

/** §9: page size for listings and businesses (also the default `per_page`). */
export const PAGE_SIZE = 40;
/** Upper bound the API accepts for `per_page` (inferred; keeps one request bounded). */
export const MAX_PAGE_SIZE = 100;

/** §4, §9: remember-me session lifetime, 7 days in seconds. */
export const REMEMBER_ME_MAX_AGE_S = 604_800;
/** §9: locale cookie lifetime, 365 days in seconds. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** §3, §9: default dial code of phone numbers. */
export const DEFAULT_PHONE_CODE = '+380';
/** §5, §9: the description helper truncates to this many words. */
export const DESCRIPTION_HELPER_WORDS = 30;
/** §4, §9: moderation takes up to this many hours. */
export const MODERATION_MAX_HOURS = 48;
/** §1, §9: free advertising offered to new businesses, in months. */
export const FREE_ADVERTISING_MONTHS = 3;

/**
 * §5: limits whose numbers the spec does not show; chosen here (see README).
 * 2,000 characters fits a full "about me" without turning into an essay; 50 characters is about
 * one honest sentence; 3 photos is the least that shows a face-free gallery and a main slide.
 */
export const DESCRIPTION_MAX_LENGTH = 2000;
export const TEXT_MIN_LENGTH = 50;
export const PHOTO_MIN_COUNT = 3;
/** Inferred limits that keep hostile input bounded. */
export const NAME_MAX_LENGTH = 60;
export const SHORT_TEXT_MAX_LENGTH = 255;
export const REVIEW_MAX_LENGTH = DESCRIPTION_MAX_LENGTH;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Web cam models (beyond the spec, which names the area but not its fields): the cam platforms a
 * model links to, at least one and at most 6 (chosen here: a model rarely streams on more).
 */
export const CAM_LINKS_MIN = 1;
export const CAM_LINKS_MAX = 6;
export const CAM_PLATFORM_MAX_LENGTH = 40;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** Adults only: every profile and every age filter is 18 or more. */
export const ADULT_MIN_AGE = 18;
export const MAX_AGE = 99;
/** §3, §9: heights are in centimetres. */
export const HEIGHT_UNIT = 'cm';
export const HEIGHT_MIN_CM = 120;
export const HEIGHT_MAX_CM = 230;
export const WEIGHT_MIN_KG = 35;
export const WEIGHT_MAX_KG = 200;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** §7: the generic client retries once, on network failure and on these statuses. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const MAX_RETRIES = 1;
/** `Retry-After` is honoured up to this many milliseconds; a longer one is cut to it (still one retry). */
export const RETRY_AFTER_CAP_MS = 2000;
/** Delay before the single retry when the server gives no `Retry-After`. */
export const RETRY_DELAY_MS = 250;
/** §7: statuses 400 to 599 are errors. */
export const ERROR_STATUS_MIN = 400;
export const ERROR_STATUS_MAX = 599;

/** HTTP statuses the product relies on by meaning. */
export const HTTP = {
  ok: 200,
  created: 201,
  found: 302,
  seeOther: 303,
  badRequest: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  lengthRequired: 411,
  payloadTooLarge: 413,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  tooEarly: 425,
  tooManyRequests: 429,
  serverError: 500,
  badGateway: 502,
  unavailable: 503,
  gatewayTimeout: 504,
} as const;

/** §1: the three kinds of account holder, `BUSSINESS` spelt exactly so. */
export const ROLES = ['MEMBER', 'INDIVIDUAL', 'BUSSINESS'] as const;
export type Role = (typeof ROLES)[number];

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

/** §3: listing status filters and §3 badges. */
export const STATUS_FILTERS = ['VIP', 'TOP', 'VERIFIED', 'TRAVEL GIRL', 'NEW', 'INDIVIDUAL'] as const;
export const BADGES = ['TOP', 'VIP', 'NEW', 'IND', 'verified'] as const;
/** A profile counts as NEW for this many days after it was created (inferred). */
export const NEW_PROFILE_DAYS = 14;
/** The account area's statistics tab: views, likes and reviews per day over this many days (inferred). */
export const STATISTICS_DAYS = 14;

/** §1: listing categories (their slugs are the route segments). */
export const PROFILE_CATEGORIES = ['escort', 'trances', 'web_cam', 'onlyfans', 'bdsm'] as const;
export const BUSINESS_TYPES = ['agencies', 'studio_sex', 'massage_salons', 'strip_club'] as const;
/** §9: business category id 1 is used for escort categories. */
export const ESCORT_BUSINESS_CATEGORY_ID = 1;
/** §9: the home page shows the last four escorts of the list. */
export const TOP_ESCORTS_COUNT = 4;

/** §6, §4: promotion packages. */
export const PACKAGE_TYPES = ['TOP', 'VIP'] as const;
export const PACKAGE_AUDIENCES = ['individual', 'business'] as const;
/** §9: LoveCoins packages. Amounts and prices are not in the spec; chosen here (see README). */
export const LOVECOINS_PACKAGES = [
  { id: 'starter', coins: 100, price_eur: 10 },
  { id: 'most_in_demand', coins: 550, price_eur: 50 },
  { id: 'maximum', coins: 1200, price_eur: 100 },
] as const;
/** Price of a 30-day TOP or VIP package in LoveCoins (chosen here). */
export const PACKAGE_PRICES_COINS = {
  individual: { TOP: 150, VIP: 300 },
  business: { TOP: 400, VIP: 800 },
} as const;
export const PACKAGE_DAYS = 30;
/** §9 offers: a 30-day package advertised as saving 30 euros; 2 days for the price of one. */
export const OFFER_30_DAY_SAVING_EUR = 30;
export const OFFER_DAYS_FOR_ONE = 2;

/** §9: story video uploads use this type. */
export const STORY_MEDIA_TYPE = 'STORY';
/**
 * A story's state (not in the spec; chosen here, see README): `pending` while its author is not
 * approved (a profile in draft or on moderation, a business page not yet final), shown to its
 * owner only; `published` once the author is approved. A story without the field is published.
 */
export const STORY_STATUSES = ['published', 'pending'] as const;

/** §9: reload guard and manifest polling / prefetch timer. */
export const RELOAD_GUARD_MS = 10_000;
export const MANIFEST_POLL_MS = 1_000;

/** §9: release tag. */
export const RELEASE_TAG = '1.0.51';

/**
 * §8: the exact texts the API answers with, compared by the client to tell success from failure.
 * The `en` catalog uses these same values, so each text is written once.
 */
export const API_MESSAGES = {
  reviewCreated: 'Review created successfully.',
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset.',
  emailVerified: 'Email verified successfully.',
  contactThanks: 'Thank you for your message!',
  emailTaken: 'This email is already taken',
  registrationFailed: 'Error registering user',
  wrongPassword: 'The password is not correct!',
  pageNotFound: 'Page Not Found',
  videoUploaded: 'Video uploaded successfully!',
  videoUploadFailed: 'Failed to upload video. Please try again.',
  genericError: 'An error occurred. Please try again.',
  feedbackFailed: 'Failed to leave feedback, please try again later',
  likesClientsOnly: 'Only registered clients can leave likes',
  favoritesClientsOnly: 'Adding to favorites is only available for registered clients',
  reviewsUsersOnly: 'The ability to leave reviews is available only to registered users',
  noProfiles: 'No profiles matching your criteria were found',
  paymentUnavailable:
    'Online payment is temporarily unavailable. Specialists will contact the user to confirm and give payment details',
} as const;

/** 18+ gate: how long a visitor's age confirmation is remembered, 30 days (inferred; not in the spec). */
export const AGE_CONFIRMATION_MAX_AGE_S = 30 * 24 * 60 * 60;
/**
 * Embedded listings (script tag and React widget) announce a confirmation on the host page's
 * document with this event, so confirming in one widget lifts the blur of every widget there.
 */
export const AGE_CONFIRMED_EVENT = 'portal-listing:age-confirmed';

/** Brand name shown in titles and the footer (not in the spec; chosen here). Never translated. */
export const SITE_NAME = 'LoveGuide';

/** §3: the listing's meeting-place filter, and the most ids one list filter (services, hair colour…) takes. */
export const INCALL_OUTCALL = ['incall', 'outcall'] as const;
export const FILTER_IDS_MAX = 50;
/**
 * Listing orders a visitor may choose (beyond the spec, docs/decisions/beyond-spec-visitor-features.md),
 * as `sort=` in the URL and the API's query. Without one a listing keeps its default order: VIP, then
 * TOP, then the rest, newest first in each group (§4, §6). A chosen order is applied strictly; the
 * default order only breaks its ties.
 */
export const PROFILE_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
/** The listing's name search (beyond the spec): at most a whole name's length. */
export const NAME_SEARCH_MAX_LENGTH = NAME_MAX_LENGTH;
/**
 * Checkout (issue 18, not in the spec; chosen here, README "Open limits"). A package switch
 * (TOP -> VIP or back) starts the new package now for PACKAGE_DAYS days and credits the unused
 * whole days of the running one pro rata: credit = floor(paid x unused days / PACKAGE_DAYS x
 * percent / 100). The day in progress counts as used. An extension adds PACKAGE_DAYS after the
 * running package's end.
 */
export const PACKAGE_SWITCH_CREDIT_PERCENT = 100;
/**
 * A LoveCoins purchase paid with money moves through these states (history shows each); one left
 * at the provider longer than PENDING_PAYMENT_EXPIRY_MINUTES is `expired` (beyond the spec).
 */
export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
/** What the payment provider reports when it sends the payer back (the return page). */
export const PAYMENT_OUTCOMES = ['success', 'failure', 'cancel'] as const;
/** Calendar (beyond spec): how many days off a model can mark ahead, about a year of single days. */
export const DAYS_OFF_MAX = 366;
/**
 * Checkout (beyond the spec, README "Open limits"): how long a money purchase waits for the
 * payment provider. Past it, the purchase is `expired`: the provider can no longer settle it and
 * the payer starts a new one.
 */
export const PENDING_PAYMENT_EXPIRY_MINUTES = 60;
