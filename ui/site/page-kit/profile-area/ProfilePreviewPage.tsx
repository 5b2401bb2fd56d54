import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { DESCRIPTION_HELPER_WORDS, routePath } from '@portal/sdk';
import type { Profile, ProfileSummary } from '@portal/sdk';
import { truncateWords } from '@portal/components/features/editor';
import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '@portal/sdk/react';
import { ProfileCard } from '@portal/components';
import { useServices } from '../../data/use-services';
import { ProfileView } from '../ProfileView';
import { PageMeta } from '../../shell/PageMeta';
import { pagePath } from '../../shell/paths';
import { AreaFrame } from './AreaFrame';
import { AREA_ROUTES } from './area-routes';
import type { AreaKind } from './area-routes';
import { useMounted } from '../../data/use-mounted';
import { useOwnProfile } from './useOwnProfile';
import styles from './profile-area.module.css';

/** The card a listing shows for this profile (the read gives no price-from; the card then omits it). */
const summaryOf = (p: Profile): ProfileSummary => ({
  id: p.id, slug: p.slug, name: p.name, age: p.age, category: p.category, country: p.country, city: p.city,
  main_image: p.images.main_slide ?? null, statuses: p.statuses, price_from: null, avg_rating: p.avg_rating,
  likes: p.likes, is_liked: false, business_id: p.business_id, incognito: p.incognito, created_at: p.created_at,
});

/**
 * §2 /profile/preview: the own profile exactly as visitors see it (the public page's ProfileView,
 * with its reviews), after its listing card and the 30-word summary; only the visitor's own
 * actions (like, favourite, report, write a review) are left out.
 */
export function ProfilePreviewPage({ area }: { area: AreaKind }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const mounted = useMounted();
  const { profile } = useOwnProfile();
  const queries = usePortalQueries();
  const reviews = useQuery({ ...queries.profiles.reviews(profile?.id ?? 0), enabled: !!profile }).data;
  const title = t('editor.steps.preview');
  return (
    <AreaFrame title={title}>
      <PageMeta title={title} />
      <p className={styles.muted}>{t('editor.preview.hint')}</p>
      {!mounted || !profile ? <p aria-busy="true">{t('common.loading')}</p> : (
        <>
          <div className={styles.row}>
            <ProfileCard profile={summaryOf(profile)} href={pagePath(AREA_ROUTES[area].preview, locale)} headingLevel={2} />
            <p data-testid="preview-summary">{truncateWords(profile.description, DESCRIPTION_HELPER_WORDS)}</p>
          </div>
          <ProfileView
            profile={profile} reviews={reviews} nameLevel={2} viewerRole={null} isOwner
            buyPlaceHref={routePath('personal-page', { id: profile.id }, locale)}
          />
        </>
      )}
    </AreaFrame>
  );
}
