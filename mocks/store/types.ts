import type { NotificationText } from '../seed/notification-texts';
import type {
  Business, BusinessType, Category, City, Country, Currency, GeneralInfo, IndividualData, IndividualProfileForm,
  Locale, Option, PackageType, PROFILE_BASIC_FIELDS, PurchaseStatus, ProfileStatus, Rate, Role, Service, ServiceOption, Slide, WorkingTime,
} from '../../schemas';

/**
 * Records of the in-memory backend. They hold what the API would keep in its database; the views
 * (store/views) turn them into the response shapes. Times are epoch milliseconds of the store
 * clock.
 */

export interface ImageRecord {
  id: number;
  url: string;
}

export interface GalleryRecord {
  main: ImageRecord | null;
  others: ImageRecord[];
}

export interface UserRecord {
  id: number;
  name: string;
  surname: string | null;
  email: string;
  password: string;
  role: Role;
  country_id: number;
  newsletter: boolean;
  email_verified: boolean;
  locale: Locale | null;
  created_at: number;
  /** Profiles the user owns: an individual's own, or every model of a business. */
  profile_ids: number[];
  business_id: number | null;
}

/** The saved form values; `name`, `description` and `category` live here as the editor sends them. */
export type ProfileForm = Omit<IndividualProfileForm, 'user_id'>;
/**
 * What a profile holds: the basic info it was created with (§4 questionnaire step 1) always, the
 * rest once the editor saved it. Only a complete form can be sent to moderation (so go public).
 */
export type SavedProfileForm = Pick<ProfileForm, (typeof PROFILE_BASIC_FIELDS)[number]> & Partial<ProfileForm>;

export interface ProfileRecord {
  id: number;
  slug: string;
  user_id: number;
  business_id: number | null;
  incognito: boolean;
  form: SavedProfileForm;
  categories: number[];
  rates: Rate[];
  working_time: WorkingTime | null;
  inklusive_services: Service[];
  additional_services: Service[];
  taboo_services: Service[];
  gallery: GalleryRecord;
  status: ProfileStatus;
  is_active: 0 | 1;
  is_final: boolean;
  is_verified: boolean;
  verification_requested: boolean;
  is_vip: boolean;
  is_top: boolean;
  moderation_message: string | null;
  created_at: number;
  updated_at: number;
  sent_to_moderation_at: number | null;
  last_seen_at: number | null;
  views: number;
  /** Members who like the profile (one like each). */
  likes: Set<number>;
  /**
   * The owner's changes awaiting moderation over a published profile (see ./profile-draft.ts);
   * null when there are none, and always for a profile that was never public.
   */
  pending: Partial<Pick<ProfileRecord, 'form' | 'categories' | 'rates' | 'working_time' | 'inklusive_services' | 'additional_services' | 'taboo_services'>> | null;
}

export interface BusinessRecord {
  id: number;
  slug: string;
  user_id: number;
  name: string;
  type: BusinessType;
  website: string | null;
  title: string;
  description: string;
  /** Null until questionnaire step 1 saves it (a freshly registered business is empty). */
  general_info: GeneralInfo | null;
  country_id: number;
  city_id: number;
  agency_picture: Business['agency_picture'];
  working_time: WorkingTime | null;
  gallery: GalleryRecord;
  additional_services: Service[];
  inklusive_services: Service[];
  our_addittional_service: string | null;
  categories: number[];
  is_vip: boolean;
  is_top: boolean;
  is_final: boolean;
  likes: Set<number>;
  created_at: number;
  free_advertising_until: number | null;
}

export interface SubjectRef {
  type: 'profile' | 'business';
  id: number;
}

export interface ReviewRecord {
  id: number;
  subject: SubjectRef;
  author_id: number;
  body: string;
  reply: string | null;
  rating: number;
  date_of_meeting: string;
  duration_of_meeting: Rate['time'];
  created_at: number;
}

export interface WalletOwner {
  type: 'individual' | 'business';
  id: number;
}

export interface PurchaseRecord {
  id: number;
  user_id: number;
  kind: 'lovecoins' | 'package';
  item: string;
  coins: number;
  price_eur: number | null;
  target: WalletOwner;
  created_at: number;
  status: PurchaseStatus;
  /** LoveCoins credited back by a switch for the unused days of the package before. */
  credit: number;
  valid_from: number | null;
  valid_until: number | null;
  /** A package a switch replaced: when it stopped, before `valid_until`. */
  ended_at?: number | null;
  package?: PackageType;
  /** A money purchase: the site path the payment provider returns to. */
  return_path?: string;
  /** A money purchase: the secret its provider page's address carries (PaymentOrder.checkoutKey). */
  checkout_key?: string;
}

export interface StoryRecord {
  id: number;
  author: SubjectRef;
  url: string;
  poster: string | null;
  created_at: number;
}

export interface NotificationRecord {
  id: number;
  user_id: number;
  kind: 'new_model' | 'review_reply' | 'system';
  /** The English title (what the seed wrote); `text` says it again in any language. */
  title: string;
  text?: NotificationText;
  href: string | null;
  read: boolean;
  created_at: number;
}

/** What the mock "emails": verification and reset links, readable at GET /__mock/outbox. */
export interface OutboxMail {
  to: string;
  kind: 'verify-email' | 'reset-password';
  token: string;
  created_at: number;
}

export interface UploadRecord {
  bytes: Uint8Array;
  type: string;
}

export interface Reference {
  countries: Country[];
  cities: City[];
  currencyByCountry: Map<number, string>;
  individual: IndividualData;
  services: ServiceOption[];
  parking: Option[];
  payments: Option[];
  currencies: Currency[];
  categories: Category[];
  slides: Slide[];
}
