import { useQuery } from '@tanstack/react-query';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { Profile } from '@portal/sdk';
import { usePortalClient, usePortalQueries, useSession } from '@portal/sdk/react';
import { ReviewList } from '@portal/components';
import { LogoutButton, ReplyForm } from '@portal/components/account';
import { StatisticsChart } from '@portal/components/editor';
import { useServices } from '../../data/use-services';
import { pagePath } from '../../shell/paths';
import type { AreaRoutes } from './area-routes';
import styles from './profile-area.module.css';

/** Messages come later (§2 /messages is coming soon): a translated placeholder. */
export function ComingSoonPanel({ textKey }: { textKey?: string }) {
  const { t } = useCachedTranslation();
  return (
    <div className={styles.card}>
      <p>{t('pages.comingSoon.title')}</p>
      {textKey ? <p className={styles.muted}>{t(textKey)}</p> : null}
    </div>
  );
}

/**
 * Views, likes and reviews per day (the owner's read of the profile carries the last days), with
 * the all-time totals above the chart. The review total comes from the reviews list.
 */
export function StatisticsPanel({ profile }: { profile: Profile }) {
  const queries = usePortalQueries();
  const reviews = useQuery(queries.profiles.reviews(profile.id)).data;
  const points = profile.statistics ?? [];
  const totals = { views: profile.views, likes: profile.likes, ...(reviews ? { reviews: reviews.meta.total_items } : {}) };
  return <StatisticsChart points={points} totals={totals} />;
}

/** The profile's reviews; the owner answers them here (§6). */
export function ReviewsPanel({ profile }: { profile: Profile }) {
  const queries = usePortalQueries();
  const client = usePortalClient();
  const { role } = useSession();
  const query = useQuery(queries.profiles.reviews(profile.id));
  const data = query.data;
  if (!data) return null;
  return (
    <div className={styles.list}>
      <ReviewList reviews={data.reviews} avgRating={data.avg_rating} viewerRole={role} isOwner headingLevel={2} />
      {data.reviews.filter((r) => !r.reply).map((review) => (
        <ReplyForm
          key={review.id} role={role} isOwner draftKey={`reply-${review.id}`}
          onSubmit={(values) => client.reviews.reply(review.id, values)}
          onReplied={() => void query.refetch()}
        />
      ))}
    </div>
  );
}

/** The model's own part of the settings tab: edit the profile, see it as visitors do, log out. */
export function ModelLinks({ routes }: { routes: AreaRoutes }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const { logout } = useSession();
  return (
    <div className={styles.card}>
      <ul className={styles.links}>
        <li><a href={pagePath(routes.edit, locale)}>{t('common.edit')}</a></li>
        <li><a href={pagePath(routes.preview, locale)}>{t('editor.steps.preview')}</a></li>
      </ul>
      <LogoutButton onLogout={() => logout()} />
    </div>
  );
}
