import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { businessValuesFromBusiness } from '@portal/components/features/business';
import { usePortalClient, usePortalMutations } from '@portal/sdk/react';
import { businessPhotoApi } from '@portal/components/features/business';
import type { BusinessQuestionnaireApi } from '@portal/components/features/business';
import { BusinessQuestionnaire, FreeAdvertisingBanner } from '@portal/components/business';
import { stripLocale } from '@portal/sdk';
import { useServices } from '../../data/use-services';
import { useMounted } from '../../data/use-mounted';
import { businessAreaLinks } from './area-links';
import { BusinessFrame } from './BusinessFrame';
import { LoadFailed, Loading } from './LoadState';
import { useBusinessOptions } from './useReferenceOptions';
import { useOwnBusiness } from './useOwnBusiness';
import styles from './business-area.module.css';

const TITLE = { create: 'editor.business.createTitle', edit: 'editor.business.editTitle' } as const;

/**
 * §2 /business/create-business and /business/edit: the business questionnaire (all its steps,
 * validity flags, the agency picture request, is_final on the last step) on the signed-in
 * business's page. Its draft lives in the browser, so the questionnaire renders after mount.
 */
export function BusinessQuestionnairePage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const client = usePortalClient();
  const mounted = useMounted();
  const { businessId, dashboard, invalidate } = useOwnBusiness();
  const reference = useBusinessOptions();
  const links = businessAreaLinks(locale);
  const [finished, setFinished] = useState(false);
  // Through the mutation: each saved step refreshes the dashboard and the public page's caches.
  const { mutateAsync: update } = useMutation(usePortalMutations().businesses.update());
  const api: BusinessQuestionnaireApi = useMemo(() => ({ update: (id, body) => update({ id, body }) }), [update]);
  const photos = useMemo(() => businessPhotoApi(client, businessId ?? 0), [client, businessId]);
  const business = dashboard.business;
  // The baseline is taken once: a refetch after a save must not reset what is being typed.
  const [baseline, setBaseline] = useState<ReturnType<typeof businessValuesFromBusiness> | null>(null);
  if (business && baseline === null) setBaseline(businessValuesFromBusiness(business));

  // The registration creates every business's page blank; once its questionnaire was sent (is_final)
  // the page exists, and the create path leads to editing it instead of presenting it as new.
  // Decided on the state the page opened with: finishing the questionnaire here does not leave it.
  // (useNavigate, not <Navigate>: the component would add to every page's first load.)
  const navigate = useNavigate();
  const [sentBefore, setSentBefore] = useState<boolean | null>(null);
  if (business && sentBefore === null) setSentBefore(business.is_final);
  const toEdit = mode === 'create' && sentBefore === true;
  useEffect(() => {
    if (toEdit) void navigate(stripLocale(links.editBusiness), { replace: true });
  }, [toEdit, navigate, links.editBusiness]);

  const error = dashboard.error ?? reference.error;
  let body;
  if (toEdit) {
    body = <Loading />;
  } else if (error) {
    body = <LoadFailed error={error} onRetry={() => (dashboard.error ? dashboard.refetch() : reference.retry())} />;
  } else if (!mounted || !business || !baseline || !reference.options || businessId === null) {
    body = <Loading />;
  } else {
    body = (
      <BusinessQuestionnaire
        businessId={businessId}
        baseline={baseline}
        isFinal={business.is_final}
        gallery={business.images}
        options={reference.options}
        api={api}
        photos={photos}
        onFinished={() => {
          setFinished(true);
          void invalidate();
        }}
      />
    );
  }
  return (
    <BusinessFrame title={t(TITLE[mode])} backHref={links.dashboard}>
      {mode === 'create' ? <p className={styles.muted}>{t('editor.business.createHint')}</p> : null}
      {/* §1, §9: a new business advertises for free for its first months. */}
      {mode === 'create' && business ? <FreeAdvertisingBanner until={business.free_advertising_until} /> : null}
      {body}
      {finished ? (
        <p role="status" className={styles.notice}>
          <a href={links.dashboard}>{t('editor.business.toDashboard')}</a>
        </p>
      ) : null}
    </BusinessFrame>
  );
}
