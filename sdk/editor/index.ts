/** The profile editor without React: steps as data, completion rules, payloads and drafts. */
export * from './values';
export * from './messages';
export * from './schemas';
export * from './steps';
export * from './variant-data';
export * from './variants';
export * from './completion';
export * from './payload';
export * from './drafts';
export * from './truncate';
export * from './media';
