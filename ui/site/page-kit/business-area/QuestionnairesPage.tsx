import { useQueries, useQuery } from '@tanstack/react-query';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { DashboardProfile } from '@portal/sdk';
import { REPORTED_BUSINESS_SECTIONS, businessSectionSteps, byPackage, modelQuestionnaireSummary } from '@portal/components/features/business';
import { PROGRESS_LABEL_KEYS } from '@portal/components/features/editor';
import { formatList } from '@portal/sdk';
import { usePortalQueries } from '@portal/sdk/react';
import { VisuallyHidden } from '@portal/components';
import { useServices } from '../../data/use-services';
import { businessAreaLinks } from './area-links';
import { BusinessFrame } from './BusinessFrame';
import { LoadFailed, Loading } from './LoadState';
import { useOwnBusiness } from './useOwnBusiness';
import styles from './business-area.module.css';

/**
 * §2 /business/list-questionnaires: the business page's own questionnaire (GET
 * /api/business/{id}/test) and each model's, with its §4 progress label and how many of its
 * steps are complete, each linked to its editor.
 */
export function BusinessQuestionnairesPage() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const { businessId, dashboard } = useOwnBusiness();
  const links = businessAreaLinks(locale);
  const own = useQuery({ ...queries.businesses.questionnaire(businessId ?? 0), enabled: businessId !== null });
  const profiles = dashboard.profiles ? byPackage(dashboard.profiles) : null;

  return (
    <BusinessFrame title={t('editor.business.questionnaires')} backHref={links.dashboard}>
      <section className={styles.card} aria-labelledby="business-questionnaire-title">
        <h2 id="business-questionnaire-title" className={styles.title}>{t('editor.business.ownQuestionnaire')}</h2>
        {own.error ? <LoadFailed error={own.error} onRetry={own.refetch} /> : !own.data ? <Loading /> : (
          <dl className={styles.facts}>
            {REPORTED_BUSINESS_SECTIONS.map((section) => (
              <div key={section} className={styles.fact}>
                {/* Named by the questionnaire's own steps that fill the section (as its wizard lists them). */}
                <dt>{formatList(businessSectionSteps(section).map((s) => t(s.labelKey)), locale)}</dt>
                <dd>{t(PROGRESS_LABEL_KEYS[own.data.data[section]])}</dd>
              </div>
            ))}
            <dt>{t('editor.business.published')}</dt>
            <dd>{t(own.data.data.is_final ? 'common.yes' : 'common.no')}</dd>
          </dl>
        )}
        <a href={links.editBusiness}>{t('editor.business.editBusiness')}</a>
      </section>
      <section aria-labelledby="model-questionnaires-title">
        <h2 id="model-questionnaires-title">{t('business.models')}</h2>
        <p className={styles.muted}><a href={links.addModel}>{t('business.addModel')}</a></p>
        {dashboard.error ? <LoadFailed error={dashboard.error} onRetry={dashboard.refetch} /> : !profiles ? <Loading /> : (
          <ModelTable profiles={profiles} links={links} />
        )}
      </section>
    </BusinessFrame>
  );
}

function ModelTable({ profiles, links }: { profiles: readonly DashboardProfile[]; links: ReturnType<typeof businessAreaLinks> }) {
  const { t } = useCachedTranslation();
  const queries = usePortalQueries();
  // Each model's questionnaire values (GET /api/profile/{id}/edit): the progress is computed from them.
  const details = useQueries({ queries: profiles.map((p) => queries.profiles.edit(p.id)) });
  if (profiles.length === 0) return <p className={styles.muted}>{t('editor.business.groupEmpty')}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('profile.fields.name')}</th>
          <th scope="col">{t('editor.business.questionnaire')}</th>
          <th scope="col">{t('editor.business.progress')}</th>
          <th scope="col"><VisuallyHidden>{t('common.edit')}</VisuallyHidden></th>
        </tr>
      </thead>
      <tbody>
        {profiles.map((profile, i) => {
          const detail = details[i]?.data?.data;
          const summary = detail ? modelQuestionnaireSummary(detail) : null;
          const label = summary ? t('editor.business.stepsDone', { done: summary.completed, total: summary.total }) : null;
          return (
            <tr key={profile.id} data-testid="model-questionnaire">
              <th scope="row">{profile.name}</th>
              <td>{summary ? t(PROGRESS_LABEL_KEYS[summary.progress]) : details[i]?.error ? t('errors.genericError') : t('common.loading')}</td>
              <td>
                {summary && label ? (
                  <>
                    <progress className={styles.meter} max={summary.total} value={summary.completed} aria-label={`${profile.name}: ${label}`} />
                    {' '}
                    <span>{label}</span>
                  </>
                ) : null}
              </td>
              <td>
                <a href={links.editModel(profile.id)}>
                  {t('common.edit')}
                  <VisuallyHidden> {profile.name}</VisuallyHidden>
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
