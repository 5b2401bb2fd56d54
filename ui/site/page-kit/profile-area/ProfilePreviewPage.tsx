import { useTranslation } from 'react-i18next';
import { DESCRIPTION_HELPER_WORDS } from '../../../../schemas/constants';
import type { Profile, ProfileSummary } from '../../../../schemas';
import { truncateWords } from '../../../../sdk/editor';
import {
  Badges, Gallery, ParametersList, ProfileCard, RatesTable, ServicesList, WorkingTimeTable, badgesOf,
} from '../../../components';
import { useServices } from '../../data/use-services';
import { PageMeta } from '../../shell/PageMeta';
import { pagePath } from '../../shell/paths';
import { AreaFrame } from './AreaFrame';
import { AREA_ROUTES } from './area-routes';
import type { AreaKind } from './area-routes';
import { useMounted, useOwnProfile } from './useOwnProfile';
import styles from './profile-area.module.css';

/** The card a listing shows for this profile (the read gives no price-from; the card then omits it). */
const summaryOf = (p: Profile): ProfileSummary => ({
  id: p.id, slug: p.slug, name: p.name, age: p.age, category: p.category, country: p.country, city: p.city,
  main_image: p.images.main_slide ?? null, statuses: p.statuses, price_from: null, avg_rating: p.avg_rating,
  likes: p.likes, is_liked: false, business_id: p.business_id, incognito: p.incognito, created_at: p.created_at,
});

/** §2 /profile/preview: the own profile as visitors see it, including its listing card and 30-word summary. */
export function ProfilePreviewPage({ area }: { area: AreaKind }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const mounted = useMounted();
  const { profile } = useOwnProfile();
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
          <Gallery images={profile.images} name={profile.name} />
          <Badges badges={badgesOf(profile.statuses)} />
          <ParametersList parameters={profile.parameters} age={profile.age} />
          {profile.description ? <p>{profile.description}</p> : null}
          <ServicesList
            additional={profile.additional_services} inclusive={profile.inklusive_services} taboo={profile.taboo_services}
            currency={profile.currency?.code ?? null} headingLevel={2}
          />
          <RatesTable rates={profile.my_price} currency={profile.currency?.code ?? 'EUR'} />
          {profile.working_time ? <WorkingTimeTable workingTime={profile.working_time} /> : null}
        </>
      )}
    </AreaFrame>
  );
}
