import type { Review } from '../../../schemas';
import type { MockStore } from '../store';
import type { ReviewRecord } from '../types';
import { iso } from './common';
import { INCOGNITO_NAME } from './profile';

/** Names of a review's subject as the public may see them (incognito models stay anonymous). */
function subjectOf(store: MockStore, r: ReviewRecord): Review['subject'] {
  if (r.subject.type === 'profile') {
    const p = store.profiles.get(r.subject.id);
    return { type: 'profile', id: r.subject.id, name: p ? (p.incognito ? INCOGNITO_NAME : p.form.name) : INCOGNITO_NAME, slug: p?.slug ?? '' };
  }
  const b = store.businesses.get(r.subject.id);
  return { type: 'business', id: r.subject.id, name: b?.name ?? 'Business', slug: b?.slug ?? '' };
}

export function toReview(store: MockStore, r: ReviewRecord): Review {
  const author = store.users.get(r.author_id);
  return {
    id: r.id,
    body: r.body,
    reply: r.reply,
    rating: r.rating,
    date_of_meeting: r.date_of_meeting,
    duration_of_meeting: r.duration_of_meeting,
    author: { id: r.author_id, name: author?.name ?? 'Member' },
    subject: subjectOf(store, r),
    created_at: iso(r.created_at),
  };
}
