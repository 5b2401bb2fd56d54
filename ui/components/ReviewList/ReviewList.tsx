import { useId } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { Role, Review } from '@portal/sdk';
import { Button, ButtonLink } from '../Button';
import { AppLink } from '../LinkProvider';
import { cx } from '../internal/cx';
import { durationText } from '../internal/duration';
import { formatDate, formatNumber } from '../internal/format';
import { useIntlLocale } from '../internal/useIntlLocale';
import { RatingStars } from '../RatingStars';
import styles from './ReviewList.module.css';

export interface ReviewListProps {
  /** The reviews to show, in the order given. */
  reviews: readonly Review[];
  /** The average rating shown above the list (1-5, one decimal); null hides it. */
  avgRating: number | null;
  /** Who is looking: null for a guest. Only registered clients (MEMBER) may write reviews. */
  viewerRole: Role | null;
  /** The viewer owns the reviewed profile or business, so may reply. */
  isOwner?: boolean;
  /** Opens the review form; the "Write a review" button shows only to a member who may write. */
  onWrite?: () => void;
  /** Opens the reply form for a review; shown only to the owner (`isOwner`). */
  onReply?: (review: Review) => void;
  /** Where a guest logs in to write a review. */
  loginHref?: string;
  /**
   * Where each review's profile or business is (a list of reviews of many: the reviews page, the
   * client's own reviews): each review then names it, as a link. Undefined for a review whose page
   * is unknown.
   */
  subjectHref?: (review: Review) => string | undefined;
  /** Level of the list's heading, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3;
  /**
   * The id of a heading that already names the list (a page titled "Reviews"): the list is
   * labelled by it and shows no "Reviews" heading of its own ("Reviews / Reviews").
   */
  labelledBy?: string;
  className?: string;
}

/** Reviews with the average rating, each with its stars, meeting details and the owner's reply. */
export function ReviewList({
  reviews, avgRating, viewerRole, isOwner = false, onWrite, onReply, loginHref, subjectHref, headingLevel = 2, labelledBy, className,
}: ReviewListProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const id = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={labelledBy ?? `${id}-title`}>
      {labelledBy && !(viewerRole === 'MEMBER' && onWrite) ? null : (
        <div className={styles.header}>
          {labelledBy ? null : <Heading id={`${id}-title`}>{t('reviews.title')}</Heading>}
          {viewerRole === 'MEMBER' && onWrite ? <Button onClick={onWrite}>{t('reviews.write')}</Button> : null}
        </div>
      )}
      {avgRating !== null && reviews.length > 0 ? (
        <p className={styles.summary}>
          <span>{t('profile.avgRating')}:</span>
          <span className={styles.average} aria-hidden="true">{formatNumber(Math.round(avgRating * 10) / 10, locale)}</span>
          <RatingStars value={avgRating} size="large" />
          <span>{t('reviews.count', { count: reviews.length })}</span>
        </p>
      ) : null}
      {viewerRole === null ? (
        <p className={styles.notice}>
          {t('reviews.usersOnly')}{' '}
          {loginHref ? <ButtonLink variant="link" href={loginHref}>{t('reviews.loginToContinue')}</ButtonLink> : null}
        </p>
      ) : null}
      {reviews.length === 0 ? (
        <p className={styles.notice}>{t('reviews.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <article className={styles.review} aria-labelledby={`${id}-${review.id}`}>
                <div className={styles.reviewHeader}>
                  <Sub id={`${id}-${review.id}`} className={styles.author}><bdi>{review.author.name}</bdi></Sub>
                  <RatingStars value={review.rating} />
                </div>
                {subjectHref ? <SubjectLine review={review} href={subjectHref(review)} /> : null}
                <p className={styles.meta}>
                  <span>{t('reviews.dateOfMeeting')}: <time dateTime={review.date_of_meeting}>{formatDate(review.date_of_meeting, locale)}</time></span>
                  <span>{t('reviews.durationOfMeeting')}: {durationText(review.duration_of_meeting, t)}</span>
                </p>
                <p className={styles.body}>{review.body}</p>
                {review.reply ? (
                  <div className={styles.reply}>
                    <p className={styles.replyLabel}>{t('reviews.reply')}</p>
                    <p className={styles.body}>{review.reply}</p>
                  </div>
                ) : isOwner && onReply ? (
                  <div>
                    <Button variant="secondary" size="small" aria-describedby={`${id}-${review.id}`} onClick={() => onReply(review)}>{t('reviews.reply')}</Button>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Profile: Anna" or "Business: Velvet Orchid Agency", the name a link to its page. */
function SubjectLine({ review, href }: { review: Review; href: string | undefined }) {
  const { t } = useCachedTranslation();
  const { type, name } = review.subject;
  return (
    <p className={styles.subject}>
      {t(type === 'profile' ? 'reviews.subjectProfile' : 'reviews.subjectBusiness')}:{' '}
      {/* A name from the API, direction-isolated: a right-to-left name does not reorder the label around it. */}
      {href ? <AppLink href={href}><bdi>{name}</bdi></AppLink> : <bdi>{name}</bdi>}
    </p>
  );
}
