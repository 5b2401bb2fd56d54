export { createSessionStore } from './store';
export type {
  LogoutStorage, SessionNotice, SessionSnapshot, SessionStore, SessionStoreOptions, SignOutEvent,
} from './store';
export {
  SESSION_BROADCAST_STORAGE_KEY, SESSION_CHANNEL_NAME, createSessionBroadcast, readLogoutMessage,
} from './broadcast';
export type { BroadcastOptions, LogoutMessage, LogoutReason, SessionBroadcast } from './broadcast';
export { browserCookieOptions, documentCookieWriter, writeCookies } from './cookie-writer';
export type { CookieWriter } from './cookie-writer';
export {
  FORM_DRAFT_PREFIX, clearFormDrafts, formDraftKey, readFormDraft, removeFormDraft, sessionDraftStorage, writeFormDraft,
} from './drafts';
export type { DraftStorage, EnumerableStorage, FormDraftKind } from './drafts';
export { interactionPermission, loginHrefFor } from './permissions';
export type { InteractionKind, Permission } from './permissions';
export { locationAfterLogout } from './after-logout';
