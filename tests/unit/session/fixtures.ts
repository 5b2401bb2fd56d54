import type { UserSession } from '../../../schemas/entities/session';

/** A user as the login response gives it (§3 user session), valid for the shared schema. */
export const USER: UserSession = {
  id: 7,
  name: 'Anna; "the best"',
  surname: null,
  email: 'anna@example.com',
  role: 'INDIVIDUAL',
  main_image: null,
  age: 25,
  gender: null,
  profile_id: 12,
  business_id: null,
  category_slug: 'escort',
  business: null,
};

/** `Set-Cookie` specs as the browser would send them back in a `Cookie` header. */
export const toCookieHeader = (setCookies: readonly string[]): string =>
  setCookies.map((c) => c.split(';')[0]).join('; ');
