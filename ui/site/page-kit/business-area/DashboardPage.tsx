import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import type { Business } from '@portal/sdk';
import { AccountSummary } from '@portal/components/editor';
import { BusinessDashboard } from '@portal/components/business';
import { businessCompleteness, businessValuesFromBusiness } from '@portal/components/features/business';
import { galleryCount } from '@portal/components/features/editor';
import { useCurrentPackage } from '@portal/components/features/payments';
import { useServices } from '../../data/use-services';
import { businessAreaLinks } from './area-links';
import { BusinessFrame } from './BusinessFrame';
import { LoadFailed, Loading } from './LoadState';
import { useOwnBusiness } from './useOwnBusiness';
import styles from './business-area.module.css';

/**
 * The business page at a glance, as the model's dashboard shows hers: its picture, whether visitors
 * can see it (its questionnaire sent), its TOP/VIP with the end date and the one "Extend" or "Buy
 * TOP or VIP" of the dashboard, and how far the questionnaire is.
 */
function BusinessSummary({ business }: { business: Business }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const held = useCurrentPackage({ business_id: business.id }).current;
  const completeness = businessCompleteness(businessValuesFromBusiness(business), {
    photoCount: galleryCount(business.images), isFinal: business.is_final, visited: [],
  });
  return (
    <AccountSummary
      name={business.name} nameInHeading photo={business.images.main_slide?.image ?? business.main_image?.image ?? null}
      stateLabel={business.is_final ? t('editor.business.published') : t('editor.business.state.draft')}
      stateTone={business.is_final ? 'active' : 'draft'}
      pack={held ? { type: held.type, validUntil: held.valid_until } : undefined}
      packageHref={routePath('business-payments', {}, locale)} completeness={completeness}
    />
  );
}

/**
 * §2 /business/profile, §4: the business's summary, then its models in the three groups (VIP, then
 * TOP, first in each), the free advertising of a new business, adding a model (also incognito), and
 * per model its page, the editor, TOP/VIP and the activate / deactivate switch.
 */
export function BusinessDashboardPage() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const { dashboard } = useOwnBusiness();
  const links = businessAreaLinks(locale);
  const business = dashboard.business;
  return (
    <BusinessFrame title={business?.name || t('nav.account')} tab="profile">
      {business ? <BusinessSummary business={business} /> : null}
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
