import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { MODERATION_MAX_HOURS, profileRouteFor, routePath } from '@portal/sdk';
import { canSwitchStatus, dashboardStateOf, modelQuestionnaireSummary } from '@portal/components/features/business';
import { PROGRESS_LABEL_KEYS } from '@portal/components/features/editor';
import { usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices } from '../../data/use-services';
import { Badges, Gallery, ParametersList, badgesOf } from '@portal/components';
import { StatusSwitch } from '@portal/components/editor';
import { useServices } from '../../data/use-services';
import { useMounted } from '../../data/use-mounted';
import { businessAreaLinks } from './area-links';
import { BusinessFrame } from './BusinessFrame';
import { LoadFailed, Loading } from './LoadState';
import { useOwnBusiness } from './useOwnBusiness';
import styles from './business-area.module.css';

/**
 * The model's data before the page renders, so the page answers with its real status: another
 * account's model is the forbidden page (403), an unknown one the 404 page (the API's answer, by
 * the site's table in data/upstream-errors), never a page that loads and then says "try again".
 */
export async function businessModelLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  await queryClient.ensureQueryData(portalQueries(client).profiles.edit(Number(params.id)));
  return null;
}

/**
 * §2 /business/individual/{id}: one model of the business as its owner sees it: state, the
 * questionnaire's progress, badges, photos and parameters, with the way to edit it, to buy TOP or
 * VIP for it, to switch it on or off, and (once public) to its public page.
 */
export function BusinessModelPage() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const mounted = useMounted();
  const { id } = useParams();
  const profileId = Number(id);
  const { dashboard } = useOwnBusiness();
  const query = useQuery({ ...queries.profiles.edit(profileId), enabled: mounted });
  const links = businessAreaLinks(locale);
  const profile = query.data?.data;

  let body;
  if (query.error) {
    body = <LoadFailed error={query.error} onRetry={query.refetch} missing={t('editor.business.modelNotYours')} />;
  } else if (!profile) {
    body = <Loading />;
  } else {
    const state = dashboardStateOf(profile);
    const summary = modelQuestionnaireSummary(profile);
    const isPublic = state === 'active';
    body = (
      <>
        <div className={styles.card}>
          <div className={styles.row}>
            <Badges badges={badgesOf(profile.statuses)} />
            {profile.incognito ? <span>{t('business.incognito')}</span> : null}
          </div>
          <dl className={styles.facts}>
            <dt>{t('editor.tabs.profile')}</dt>
            <dd data-testid="model-state">{t(`editor.business.state.${state}`)}</dd>
            <dt>{t('editor.business.questionnaire')}</dt>
            <dd data-testid="model-progress">
              {t(PROGRESS_LABEL_KEYS[summary.progress])}
              {' · '}
              {t('editor.business.stepsDone', { done: summary.completed, total: summary.total })}
            </dd>
          </dl>
          {profile.status === 'moderating' ? (
            <p className={styles.notice}>{t('editor.moderationPending', { count: MODERATION_MAX_HOURS })}</p>
          ) : null}
          {profile.moderation_message ? (
            <div className={styles.notice}>
              <p>{t('editor.moderationInfo')}</p>
              <p>{profile.moderation_message}</p>
            </div>
          ) : null}
          <ul className={styles.links}>
            <li><a href={links.editModel(profile.id)}>{t('common.edit')}</a></li>
            <li><a href={links.promoteModel(profile.id)}>{t('editor.business.promote')}</a></li>
            {isPublic ? (
              <li>
                <a href={routePath(profileRouteFor(profile.category), { slug: profile.slug }, locale)}>
                  {t('editor.business.publicPage')}
                </a>
              </li>
            ) : null}
          </ul>
          {canSwitchStatus(profile) ? (
            <StatusSwitch
              active={profile.is_active === 1}
              onChange={async (next) => {
                await dashboard.changeStatus(profile, next);
                await query.refetch();
              }}
            />
          ) : null}
        </div>
        <Gallery images={profile.images} name={profile.name} />
        <ParametersList parameters={profile.parameters} age={profile.age} />
        {profile.description ? <p>{profile.description}</p> : null}
      </>
    );
  }
  return (
    <BusinessFrame title={profile?.name ?? t('business.models')} backHref={links.dashboard}>
      {body}
    </BusinessFrame>
  );
}
