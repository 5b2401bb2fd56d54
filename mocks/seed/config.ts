/**
 * Sizes and fixed points of the seed. Changing any of them changes the data, never its shape;
 * the seed tests check the minimums of the brief (>= 2,000 profiles, >= 60 businesses...).
 */
export const DEFAULT_SEED = 20_251_051;
/** The store clock starts here: the seed's dates, and what counts as NEW, never drift. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1, 12, 0, 0);
export const SEED_MEMBERS = 400;
export const SEED_INDEPENDENT_PROFILES = 2_050;
export const SEED_BUSINESSES_PER_TYPE = 17;
export const SEED_MODELS_PER_BUSINESS: readonly [number, number] = [3, 8];
export const SEED_STORIES = 80;
/** Days back over which profile creation dates spread. */
export const SEED_HISTORY_DAYS = 720;

