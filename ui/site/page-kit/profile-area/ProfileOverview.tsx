import { useTranslation } from 'react-i18next';
import { AccountTabs } from '../../../components/editor';
import { useServices } from '../../data/use-services';
import { PageMeta } from '../../shell/PageMeta';
import { pagePath } from '../../shell/paths';
import { SiteLink } from '../../shell/SiteLink';
import { AreaFrame } from './AreaFrame';
import { AREA_ROUTES } from './area-routes';
import type { AreaKind } from './area-routes';
import { ComingSoonPanel, PurchasesPanel, ReviewsPanel, SettingsPanel, StatisticsPanel } from './OtherPanels';
import { SummaryPanel } from './SummaryPanel';
import { useMounted, useOwnProfile } from './useOwnProfile';
import styles from './profile-area.module.css';

/** §2 /profile: the model's account area with its seven tabs. */
export function ProfileOverview({ area }: { area: AreaKind }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const mounted = useMounted();
  const own = useOwnProfile();
  const routes = AREA_ROUTES[area];
  const title = t('nav.account');
  const { profile } = own;

  let body;
  if (!mounted || (own.profileId !== null && !profile)) {
    body = <p aria-busy="true">{t('common.loading')}</p>;
  } else if (!profile) {
    body = (
      <p className={styles.card}>
        <SiteLink href={pagePath(routes.create, locale)}>{t('editor.steps.general')}</SiteLink>
      </p>
    );
  } else {
    body = (
      <AccountTabs
        panels={{
          profile: <SummaryPanel profile={profile} onChanged={own.invalidate} />,
          purchases: <PurchasesPanel profile={profile} routes={routes} />,
          messages: <ComingSoonPanel textKey="pages.comingSoon.messages" />,
          calendar: <ComingSoonPanel />,
          statistics: <StatisticsPanel profile={profile} />,
          reviews: <ReviewsPanel profile={profile} />,
          settings: <SettingsPanel routes={routes} />,
        }}
      />
    );
  }
  return (
    <AreaFrame title={title}>
      <PageMeta title={title} />
      {body}
    </AreaFrame>
  );
}
