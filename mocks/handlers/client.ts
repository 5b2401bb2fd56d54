import { notificationTitle } from '../seed/notification-texts';
import { cityName } from '../seed/city-names';
import { isPublicProfile } from '../store/profile-index';
import type { BusinessRecord, ProfileRecord } from '../store/types';
import { iso } from '../store/views/common';
import { isPublicBusiness, toBusinessSummary } from '../store/views/business';
import { toProfileSummary } from '../store/views/profile';
import type { ImplsOf } from './types';

/** The member's area: favourites and notifications. */

export const clientImpls = {
  listFavorites: ({ user, store, locale }) => {
    const { profiles, businesses } = store.favoritesOf(user.id);
    // A favourite that went offline stays saved but is not shown until it is back.
    return {
      data: {
        profiles: [...profiles].map((id) => store.profiles.get(id)).filter((p): p is ProfileRecord => p !== undefined && isPublicProfile(p))
          .map((p) => toProfileSummary(store, p, user, locale)),
        businesses: [...businesses].map((id) => store.businesses.get(id)).filter((b): b is BusinessRecord => b !== undefined && isPublicBusiness(b))
          .map((b) => toBusinessSummary(store, b, locale)),
      },
    };
  },

  // In the request's language (Content-Language), as a real API answers its own texts.
  listNotifications: ({ user, store, locale }) => ({
    data: store.notifications.filter((n) => n.user_id === user.id).sort((a, b) => b.created_at - a.created_at || b.id - a.id)
      .map((n) => ({
        id: n.id, kind: n.kind, title: n.text ? notificationTitle(n.text, locale, cityName) : n.title, href: n.href, read: n.read, created_at: iso(n.created_at),
      })),
  }),
} satisfies ImplsOf<'client'>;
