import type { ProfileRecord } from './types';

/**
 * §4 moderation: what the owner edits in a profile that visitors already see is a draft until a
 * moderator approves it. The record's own fields are the published version (listings, the public
 * profile, favourites, the index all read them); `pending` holds the owner's changes over them,
 * which only the owner's editor shows. A profile that was never public has no published version:
 * its fields are the draft itself, and an edit writes them directly.
 *
 * Photos are outside the draft: an upload or a deletion changes the gallery visitors see at once.
 * The calendar's availability is too (it is not moderated): it writes both versions.
 */
export const DRAFT_FIELDS = [
  'form', 'categories', 'rates', 'working_time', 'inklusive_services', 'additional_services', 'taboo_services',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type ProfileChanges = Partial<Pick<ProfileRecord, DraftField>>;

/**
 * Whether visitors see a version of the profile: once approved (status active, switched on or
 * off by its owner), and while a change of an approved profile waits for moderation.
 */
export const hasPublishedVersion = (p: ProfileRecord): boolean => p.status === 'active' || p.pending !== null;

/** The owner's view: the published fields with the changes awaiting moderation over them. */
export function draftOf(p: ProfileRecord): ProfileRecord {
  return p.pending ? { ...p, ...p.pending } : p;
}

/** Writes the owner's changes: beside the published version when there is one, else into the record. */
export function writeDraft(p: ProfileRecord, changes: ProfileChanges): void {
  if (hasPublishedVersion(p)) p.pending = { ...p.pending, ...changes };
  else Object.assign(p, changes);
}

/** A moderator's approval: the draft becomes what visitors see. */
export function publishDraft(p: ProfileRecord): void {
  if (p.pending) Object.assign(p, p.pending);
  p.pending = null;
}
