import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { localizePath, formDraftKey, formatDate, loginHrefFor } from '@portal/sdk';
import { portalKeys } from '@portal/sdk/queries';
import { useSession, usePortalQueries } from '@portal/sdk/react';
import { FavoriteButton } from '@portal/components/account/FavoriteButton';
import { LikeButton } from '@portal/components/account/LikeButton';
import { ReportButton } from '@portal/components/account/ReportButton';
import { useServices } from '../data/use-services';
import { useSection } from '../data/use-section';
import styles from './detail.module.css';

/**
 * The interactive parts of a profile or business page (§6): like, favourite, report, write a
 * review, reply as the owner. A chunk of its own, and the forms are chunks of their own again:
 * they bring react-hook-form, zod and the request schemas, which a guest reading the page never
 * needs (the review form is for members, the reply form for the owner, the report form opens on
 * demand), and building those schemas is a long task on a phone.
 */
const ReviewForm = lazy(() => import('@portal/components/account/ReviewForm').then((m) => ({ default: m.ReviewForm })));
const ReplyForm = lazy(() => import('@portal/components/account/ReplyForm').then((m) => ({ default: m.ReplyForm })));

export type Subject = { readonly type: 'profile' | 'business'; readonly id: number };

/** The address of this page as the visitor sees it (with the language prefix), for login returns and reports. */
function usePagePath(): string {
  const { locale } = useServices();
  const location = useLocation();
  return `${localizePath(location.pathname, locale)}${location.search}`;
}

/**
 * The contact form requires an email; an anonymous report sends the site's own no-reply address.
 * A host without a domain (127.0.0.1, localhost in development) is no valid address, so those use
 * the reserved example domain.
 */
function anonymousEmail(origin: string): string {
  const host = new URL(origin).hostname;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host) ? `no-reply@${host}` : 'no-reply@example.com';
}

export interface ActionsProps {
  subject: Subject;
  likes: number;
  isLiked: boolean;
  isFavorite: boolean;
}

export function DetailActions({ subject, likes, isLiked, isFavorite }: ActionsProps) {
  const { client, locale, origin } = useServices();
  const queryClient = useQueryClient();
  const { role, user } = useSession();
  const page = usePagePath();
  const loginHref = loginHrefFor(page, locale);
  const api = subject.type === 'profile' ? client.profiles : client.businesses;
  return (
    <div className={styles.actions}>
      <LikeButton
        likes={likes}
        isLiked={isLiked}
        role={role}
        loginHref={loginHref}
        onToggle={() => api.like(subject.id)}
      />
      <FavoriteButton
        isFavorite={isFavorite}
        role={role}
        loginHref={loginHref}
        onToggle={async () => {
          const answer = await api.favorite(subject.id);
          // The client area lists favourites; its cached copy is out of date now.
          void queryClient.invalidateQueries({ queryKey: portalKeys.account.favorites() });
          return answer;
        }}
      />
      <ReportButton
        pageUrl={`${origin}${page}`}
        anonymousEmail={anonymousEmail(origin)}
        reporter={user ? { name: user.name, email: user.email } : null}
        onSubmit={(request) => client.session.sendContactForm(request)}
      />
    </div>
  );
}

/** Its children once the form errors' texts are in (a catalog section only pages with forms load). */
function WithFormTexts({ children }: { children: ReactNode }) {
  useSection('forms');
  return children;
}

/** The review form for members (others see the §8 restriction) and the owner's reply form. */
export function ReviewArea({ subject, replyTo, onReplied }: { subject: Subject; replyTo: number | null; onReplied: () => void }) {
  useSection('visitor');
  const { t } = useCachedTranslation();
  const { client, locale } = useServices();
  const queryClient = useQueryClient();
  const { role, isLoggedIn, user } = useSession();
  const queries = usePortalQueries();
  const page = usePagePath();
  const reviewsKey = subject.type === 'profile' ? portalKeys.profiles.reviews(subject.id) : portalKeys.businesses.reviews(subject.id);
  // The page's reviews (asked by the page already): the member's own one replaces the form (the
  // API takes one review per member and subject; filling the form in only to be refused is worse).
  const ofProfile = useQuery({ ...queries.profiles.reviews(subject.id), enabled: isLoggedIn && subject.type === 'profile' }).data;
  const ofBusiness = useQuery({ ...queries.businesses.reviews(subject.id), enabled: isLoggedIn && subject.type === 'business' }).data;
  const reviews = subject.type === 'profile' ? ofProfile : ofBusiness;
  // A review sent from this form keeps the form and its success message on screen.
  const [sent, setSent] = useState(false);
  const mine = user && !sent ? reviews?.reviews.find((r) => r.author.id === user.id) : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewsKey });
  return (
    <>
      {replyTo !== null && (
        <Suspense fallback={null}>
          <WithFormTexts>
            <ReplyForm
              role={role}
              isOwner
              draftKey={formDraftKey('reply', `${page.split('?')[0]}/review-${replyTo}`)}
              onSubmit={(values) => client.reviews.reply(replyTo, values)}
              onReplied={() => {
                void refresh();
                onReplied();
              }}
            />
          </WithFormTexts>
        </Suspense>
      )}
      {/* Guests already read the restriction with its login link in the review list. */}
      {isLoggedIn && mine ? (
        <section className={styles.section} aria-label={t('reviews.write')}>
          <p>{t('visitor.reviewedOn', { date: formatDate(mine.created_at, locale) })}</p>
        </section>
      ) : isLoggedIn && (
        <section className={styles.section} aria-label={t('reviews.write')}>
          <Suspense fallback={null}>
            <WithFormTexts>
              <ReviewForm
                role={role}
                loginHref={loginHrefFor(page, locale)}
                draftKey={formDraftKey('review', page)}
                onSubmit={async (values) => {
                  const answer = subject.type === 'profile'
                    ? await client.profiles.createReview(subject.id, values)
                    : await client.businesses.createReview(subject.id, values);
                  setSent(true);
                  void refresh();
                  return answer;
                }}
              />
            </WithFormTexts>
          </Suspense>
        </section>
      )}
    </>
  );
}
