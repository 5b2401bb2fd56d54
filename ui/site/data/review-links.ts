import { BUSINESS_TYPES, PROFILE_CATEGORIES, routePath, BUSINESS_DETAIL_ROUTE, profileRouteFor } from '@portal/sdk';
import type { Locale, BusinessType, ProfileCategory, Review } from '@portal/sdk';

const isBusinessType = (c: unknown): c is BusinessType => (BUSINESS_TYPES as readonly unknown[]).includes(c);
const isProfileCategory = (c: unknown): c is ProfileCategory => (PROFILE_CATEGORIES as readonly unknown[]).includes(c);

/**
 * The page of a review's profile or business in `locale`, or undefined when the API did not say
 * where it is (no slug, or a business without its type). A profile without its category is under
 * /escort, where every category but web cam is.
 */
export function reviewSubjectHref(review: Review, locale: Locale): string | undefined {
  const { type, slug, category } = review.subject;
  if (!slug) return undefined;
  if (type === 'business') return isBusinessType(category) ? routePath(BUSINESS_DETAIL_ROUTE[category], { slug }, locale) : undefined;
  return routePath(profileRouteFor(isProfileCategory(category) ? category : 'escort'), { slug }, locale);
}
