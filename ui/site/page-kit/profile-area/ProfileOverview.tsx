import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { AccountTab } from '@portal/sdk';
import { useServices } from '../../data/use-services';
import { PageMeta } from '../../shell/PageMeta';
import { pagePath } from '../../shell/paths';
import { AccountSettings } from '../account-area/AccountSettings';
import { AccountTabsNav } from '../account-area/AccountTabsNav';
import { CalendarPanel } from '../account-area/CalendarPanel';
import { AreaFrame } from './AreaFrame';
import { AREA_ROUTES } from './area-routes';
import type { AreaKind } from './area-routes';
import { ComingSoonPanel, ModelLinks, ReviewsPanel, StatisticsPanel } from './OtherPanels';
import { SummaryPanel } from './SummaryPanel';
import { useMounted } from '../../data/use-mounted';
import { useOwnProfile } from './useOwnProfile';
import styles from './profile-area.module.css';

/** The tabs of the model's area that are pages of this kit (purchases is the payments page). */
export type ModelTab = Exclude<AccountTab, 'purchases'>;

/**
 * §2 /profile and its tabs (/profile/statistics, /profile/settings...), each a route: the tab
 * navigation, then the tab's own content. Settings and messages need no profile; the others show
 * the way to create one until it exists.
 */
export function ProfileOverview({ area, tab = 'profile' }: { area: AreaKind; tab?: ModelTab }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const mounted = useMounted();
  const own = useOwnProfile();
  const routes = AREA_ROUTES[area];
  const title = tab === 'profile' ? t('nav.account') : t(`editor.tabs.${tab}`);
  const { profile } = own;

  let body;
  if (tab === 'messages') {
    body = <ComingSoonPanel textKey="pages.comingSoon.messages" />;
  } else if (tab === 'settings') {
    body = <AccountSettings><ModelLinks routes={routes} /></AccountSettings>;
  } else if (!mounted || (own.profileId !== null && !profile)) {
    body = <p aria-busy="true">{t('common.loading')}</p>;
  } else if (!profile) {
    body = (
      <p className={styles.card}>
        <a href={pagePath(routes.create, locale)}>{t('editor.steps.general')}</a>
      </p>
    );
  } else if (tab === 'calendar') {
    body = <CalendarPanel profile={profile} onSaved={own.invalidate} />;
  } else if (tab === 'statistics') {
    body = <StatisticsPanel profile={profile} />;
  } else if (tab === 'reviews') {
    body = <ReviewsPanel profile={profile} />;
  } else {
    body = <SummaryPanel profile={profile} paymentsRoute={routes.payments} onChanged={own.invalidate} />;
  }
  return (
    <>
      <AccountTabsNav area={area} tab={tab} />
      <AreaFrame title={title}>
        <PageMeta title={title} />
        {body}
      </AreaFrame>
    </>
  );
}
