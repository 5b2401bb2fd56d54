import type { UserSession } from '../../../schemas';
import type { MockStore } from '../store';
import type { UserRecord } from '../types';

/** §3 user session: the individual's first profile, or the business, fills the profile fields. */
export function toUserSession(store: MockStore, user: UserRecord, token?: string): UserSession {
  const profile = user.role === 'INDIVIDUAL' && user.profile_ids.length > 0 ? store.profiles.get(user.profile_ids[0] as number) : undefined;
  const business = user.business_id !== null ? store.businesses.get(user.business_id) : undefined;
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    role: user.role,
    main_image: profile?.gallery.main?.url ?? business?.gallery.main?.url ?? null,
    age: profile ? (store.option('ages', profile.form.age_id)?.value ?? null) : null,
    gender: profile ? (store.option('genders', profile.form.gender_id)?.title ?? null) : null,
    ...(token ? { token } : {}),
    profile_id: profile?.id ?? null,
    business_id: business?.id ?? null,
    category_slug: profile?.form.category ?? business?.type ?? null,
    business: business ? { id: business.id, category: business.type } : null,
  };
}
