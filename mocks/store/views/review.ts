import type { Locale, Review } from '../../../schemas';
import type { MockStore } from '../store';
import type { ReviewRecord } from '../types';
import { iso } from './common';
import { INCOGNITO_NAME } from './profile';
import { incognitoName } from './reference';

/**
 * Names of a review's subject as the public may see them (incognito models stay anonymous), with
 * its category (a profile's) or type (a business's): where its page is.
 */
function subjectOf(store: MockStore, r: ReviewRecord, locale: Locale): Review['subject'] {
  if (r.subject.type === 'profile') {
    const p = store.profiles.get(r.subject.id);
    const incognito = incognitoName(INCOGNITO_NAME, locale);
    return {
      type: 'profile', id: r.subject.id, name: p ? (p.incognito ? incognito : p.form.name) : incognito, slug: p?.slug ?? '',
      ...(p ? { category: p.form.category } : {}),
    };
  }
  const b = store.businesses.get(r.subject.id);
  return { type: 'business', id: r.subject.id, name: b?.name ?? 'Business', slug: b?.slug ?? '', ...(b ? { category: b.type } : {}) };
}

/** A review as the API answers it, its subject named in `locale`. */
export function toReview(store: MockStore, r: ReviewRecord, locale: Locale): Review {
  const author = store.users.get(r.author_id);
  return {
    id: r.id,
    body: r.body,
    reply: r.reply,
    rating: r.rating,
    date_of_meeting: r.date_of_meeting,
    duration_of_meeting: r.duration_of_meeting,
    author: { id: r.author_id, name: author?.name ?? 'Member' },
    subject: subjectOf(store, r, locale),
    created_at: iso(r.created_at),
  };
}
