import type { City, ContactFormRequest, Country, Currency, NotificationPreferences, Option } from '../../schemas';
import type { Rng } from '../seed/prng';
import { ProfileIndex } from './profile-index';
import type {
  BusinessRecord, NotificationRecord, OutboxMail, ProfileRecord, PurchaseRecord, Reference, ReviewRecord, StoryRecord,
  SubjectRef, UploadRecord, UserRecord, WalletOwner,
} from './types';

type IdKind = 'user' | 'profile' | 'business' | 'review' | 'image' | 'purchase' | 'story' | 'notification';

/** A stored answer of a purchase, replayed when the same request_id comes again with the same request. */
export interface StoredPayment {
  user_id: number;
  /** The request's body as sent (JSON with sorted keys): the same id with another body is refused. */
  request: string;
  body: unknown;
}

const key = (ref: SubjectRef | WalletOwner): string => `${ref.type}:${ref.id}`;

/** A user's settings the mock keeps beside the user record. */
export interface AccountPrefs {
  notifications: NotificationPreferences;
  pending_email: string | null;
}

/** The preference that silences each kind of notification (system notices always go out). */
const NOTIFICATION_PREFERENCE: Readonly<Record<NotificationRecord['kind'], keyof NotificationPreferences | null>> = {
  new_model: 'new_models', review_reply: 'review_replies', system: null,
};

/**
 * The whole state of the mock backend. Handlers read and change it; every change a later read
 * should see goes through here, and profile changes go through `saveProfile` so the listing
 * index knows to rebuild.
 */
export class MockStore {
  readonly users = new Map<number, UserRecord>();
  readonly userIdByEmail = new Map<string, number>();
  readonly profiles = new Map<number, ProfileRecord>();
  readonly profileIdBySlug = new Map<string, number>();
  readonly businesses = new Map<number, BusinessRecord>();
  readonly businessIdBySlug = new Map<string, number>();
  readonly reviews = new Map<number, ReviewRecord>();
  readonly reviewIdsBySubject = new Map<string, number[]>();
  readonly tokens = new Map<string, number>();
  readonly wallets = new Map<string, number>();
  readonly purchases: PurchaseRecord[] = [];
  /** Keyed by operation and request_id (`buyPackage:<uuid>`): each operation has its own ids. */
  readonly payments = new Map<string, StoredPayment>();
  readonly favorites = new Map<number, { profiles: Set<number>; businesses: Set<number> }>();
  readonly stories: StoryRecord[] = [];
  readonly notifications: NotificationRecord[] = [];
  readonly outbox: OutboxMail[] = [];
  readonly contactMessages: ContactFormRequest[] = [];
  readonly uploads = new Map<string, UploadRecord>();
  readonly resetTokens = new Map<string, string>();
  readonly verifyTokens = new Map<string, number>();
  /** Settings (beyond spec): notification choices and an e-mail change waiting for its link, per user. */
  readonly accountPrefs = new Map<number, AccountPrefs>();
  /** Confirmation links of e-mail changes: token -> the user and the new address. */
  readonly emailChangeTokens = new Map<string, { userId: number; email: string }>();
  /** The calendar's days off, per profile (its weekly hours are the profile's working_time). */
  readonly daysOff = new Map<number, string[]>();
  readonly index = new ProfileIndex();
  /** Bumped by every change that can move a profile in or out of a listing. */
  version = 0;

  private readonly ids: Record<IdKind, number> = {
    user: 0, profile: 0, business: 0, review: 0, image: 0, purchase: 0, story: 0, notification: 0,
  };
  private readonly options = new Map<string, Map<number, Option & { value?: number }>>();
  private readonly startedAt = Date.now();
  private readonly countries: Map<number, Country>;
  private readonly cities: Map<number, City>;
  private readonly currencies: Map<number, Currency>;

  constructor(
    readonly reference: Reference,
    /** The store clock starts here, so the seed's dates (and what counts as NEW) never drift. */
    readonly epoch: number,
    readonly rng: Rng,
  ) {
    for (const [name, list] of Object.entries(reference.individual)) {
      if (name === 'categories') continue;
      this.options.set(name, new Map((list as Array<Option & { value?: number }>).map((o) => [o.id, o])));
    }
    this.countries = new Map(reference.countries.map((c) => [c.id, c]));
    this.cities = new Map(reference.cities.map((c) => [c.id, c]));
    this.currencies = new Map(reference.currencies.map((c) => [c.id, c]));
    this.options.set('parking', new Map(reference.parking.map((o) => [o.id, o])));
    this.options.set('payments', new Map(reference.payments.map((o) => [o.id, o])));
  }

  /** Store time: the epoch plus the real time since the store was created. */
  now(): number {
    return this.epoch + (Date.now() - this.startedAt);
  }

  nextId(kind: IdKind): number {
    this.ids[kind] += 1;
    return this.ids[kind];
  }

  /** An option of a reference list (`genders`, `ages`, `parking`...) by id. */
  option(list: string, id: number | null | undefined): (Option & { value?: number }) | null {
    if (id === null || id === undefined) return null;
    return this.options.get(list)?.get(id) ?? null;
  }

  hasOption(list: string, id: number): boolean {
    return this.options.get(list)?.has(id) ?? false;
  }

  country(id: number): Country | undefined {
    return this.countries.get(id);
  }

  city(id: number): City | undefined {
    return this.cities.get(id);
  }

  currency(id: number): Currency | undefined {
    return this.currencies.get(id);
  }

  addUser(user: UserRecord): UserRecord {
    this.users.set(user.id, user);
    this.userIdByEmail.set(user.email.toLowerCase(), user.id);
    return user;
  }

  /** A user's settings; everything is on until changed. */
  prefsOf(userId: number): AccountPrefs {
    let prefs = this.accountPrefs.get(userId);
    if (!prefs) {
      prefs = { notifications: { new_models: true, review_replies: true }, pending_email: null };
      this.accountPrefs.set(userId, prefs);
    }
    return prefs;
  }

  /** A new address for a user (after its confirmation link): the old one is free again. */
  changeEmail(user: UserRecord, email: string): void {
    this.userIdByEmail.delete(user.email.toLowerCase());
    user.email = email;
    this.userIdByEmail.set(email.toLowerCase(), user.id);
  }

  /** A deleted account: the user, their e-mail and every token of theirs are gone. */
  removeUser(user: UserRecord): void {
    this.users.delete(user.id);
    this.userIdByEmail.delete(user.email.toLowerCase());
    this.accountPrefs.delete(user.id);
    this.favorites.delete(user.id);
    this.revokeTokens(user.id);
  }

  userByEmail(email: string): UserRecord | undefined {
    const id = this.userIdByEmail.get(email.toLowerCase());
    return id === undefined ? undefined : this.users.get(id);
  }

  issueToken(userId: number, token = `mock-${userId}-${this.rng.token(24)}`): string {
    this.tokens.set(token, userId);
    return token;
  }

  /** Ends every session of the user except `keep` (a password change keeps the session that made it). */
  revokeTokens(userId: number, keep: string | null = null): void {
    for (const [token, owner] of this.tokens) if (owner === userId && token !== keep) this.tokens.delete(token);
  }

  revokeToken(token: string): void {
    this.tokens.delete(token);
  }

  userByToken(token: string | null): UserRecord | null {
    if (!token) return null;
    const id = this.tokens.get(token);
    return id === undefined ? null : (this.users.get(id) ?? null);
  }

  /** Adds or updates a profile; listings rebuild their index on the next read. */
  saveProfile(profile: ProfileRecord, touch = true): ProfileRecord {
    const previous = this.profiles.get(profile.id);
    if (previous && previous.slug !== profile.slug) this.profileIdBySlug.delete(previous.slug);
    this.profiles.set(profile.id, profile);
    this.profileIdBySlug.set(profile.slug, profile.id);
    if (touch) profile.updated_at = this.now();
    this.version += 1;
    return profile;
  }

  saveBusiness(business: BusinessRecord): BusinessRecord {
    this.businesses.set(business.id, business);
    this.businessIdBySlug.set(business.slug, business.id);
    this.version += 1;
    return business;
  }

  profileByIdOrSlug(idOrSlug: number | string): ProfileRecord | undefined {
    const id = typeof idOrSlug === 'number' ? idOrSlug : this.profileIdBySlug.get(idOrSlug);
    return id === undefined ? undefined : this.profiles.get(id);
  }

  businessByIdOrSlug(idOrSlug: number | string): BusinessRecord | undefined {
    const id = typeof idOrSlug === 'number' ? idOrSlug : this.businessIdBySlug.get(idOrSlug);
    return id === undefined ? undefined : this.businesses.get(id);
  }

  addReview(review: ReviewRecord): ReviewRecord {
    this.reviews.set(review.id, review);
    const k = key(review.subject);
    const list = this.reviewIdsBySubject.get(k);
    if (list) list.push(review.id);
    else this.reviewIdsBySubject.set(k, [review.id]);
    // A new rating moves a profile in the rating sort: listings rebuild their index on the next read.
    this.version += 1;
    return review;
  }

  /** Reviews of a profile or business, newest first. */
  reviewsOf(subject: SubjectRef): ReviewRecord[] {
    const ids = this.reviewIdsBySubject.get(key(subject)) ?? [];
    return ids.map((id) => this.reviews.get(id) as ReviewRecord).sort(newestFirst);
  }

  avgRating(subject: SubjectRef): number | null {
    const ids = this.reviewIdsBySubject.get(key(subject));
    if (!ids || ids.length === 0) return null;
    let sum = 0;
    for (const id of ids) sum += (this.reviews.get(id) as ReviewRecord).rating;
    return Math.round((sum / ids.length) * 10) / 10;
  }

  balance(owner: WalletOwner): number {
    return this.wallets.get(key(owner)) ?? 0;
  }

  setBalance(owner: WalletOwner, coins: number): void {
    this.wallets.set(key(owner), coins);
  }

  favoritesOf(userId: number): { profiles: Set<number>; businesses: Set<number> } {
    let entry = this.favorites.get(userId);
    if (!entry) {
      entry = { profiles: new Set(), businesses: new Set() };
      this.favorites.set(userId, entry);
    }
    return entry;
  }

  notify(notification: Omit<NotificationRecord, 'id' | 'created_at' | 'read'>): void {
    const wanted = NOTIFICATION_PREFERENCE[notification.kind];
    if (wanted && !this.prefsOf(notification.user_id).notifications[wanted]) return;
    this.notifications.push({ ...notification, id: this.nextId('notification'), read: false, created_at: this.now() });
  }
}

const newestFirst = (a: { created_at: number; id: number }, b: { created_at: number; id: number }): number =>
  b.created_at - a.created_at || b.id - a.id;

export { newestFirst };
