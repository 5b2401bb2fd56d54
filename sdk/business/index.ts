/**
 * The business area and payments without React: the §4 dashboard groups, the business
 * questionnaire as data (steps, schemas, payloads, drafts, validity flags), TOP/VIP packages and
 * LoveCoins arithmetic, purchase intents (idempotent request ids), banner sizes and story checks.
 */
export * from './dashboard';
export * from './values';
export * from './schemas';
export * from './questionnaire';
export * from './payload';
export * from './drafts';
export * from './packages';
export * from './intent';
export * from './banners';
export * from './stories';
export * from './session';
export * from './links';
export * from './models';
export * from './quote';
