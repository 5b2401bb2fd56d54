import { useCachedTranslation } from '../../../components/internal/useCachedTranslation';
import { BusinessDashboard } from '../../../components/business';
import { useServices } from '../../data/use-services';
import { businessAreaLinks } from './area-links';
import { BusinessFrame } from './BusinessFrame';
import { LoadFailed, Loading } from './LoadState';
import { useOwnBusiness } from './useOwnBusiness';
import styles from './business-area.module.css';

/**
 * §2 /business/profile, §4: the business's models in the three groups (VIP, then TOP, first in
 * each), the free advertising of a new business, adding a model (also incognito), and per model
 * its page, the editor, TOP/VIP and the activate / deactivate switch.
 */
export function BusinessDashboardPage() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const { dashboard } = useOwnBusiness();
  const links = businessAreaLinks(locale);
  const business = dashboard.business;
  return (
    <BusinessFrame title={business?.name || t('nav.account')} tab="profile">
      <ul className={styles.links}>
        <li><a href={links.editBusiness}>{t('editor.business.editBusiness')}</a></li>
        <li><a href={links.questionnaires}>{t('editor.business.questionnaires')}</a></li>
      </ul>
      {dashboard.error ? <LoadFailed error={dashboard.error} onRetry={dashboard.refetch} /> : null}
      {!business || !dashboard.profiles ? (dashboard.error ? null : <Loading />) : (
        <BusinessDashboard
          business={business}
          profiles={dashboard.profiles}
          addModelHref={links.addModel}
          addIncognitoHref={links.addIncognito}
          editHref={(p) => links.editModel(p.id)}
          viewHref={(p) => links.viewModel(p.id)}
          promoteHref={(p) => links.promoteModel(p.id)}
          onChangeStatus={dashboard.changeStatus}
        />
      )}
    </BusinessFrame>
  );
}
