/**
 * The listing's response schema alone, as the target of profile-list.ts's dynamic import: a
 * bundler keeps what this module exports, so the listing client's lazy chunk holds this schema
 * (and what it is built from), not every schema of schemas/api/profiles.
 */
export { ProfileList } from '../../schemas/api/profiles';
