import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { Gallery } from '@portal/sdk';
import { incognitoFrom, modelIdFrom } from '@portal/components/features/business';
import { editorValuesFromProfile, emptyEditorValues } from '@portal/components/features/editor';
import { usePortalClient, usePortalQueries } from '@portal/sdk/react';
import { profileEditorApi, profilePhotoApi } from '@portal/components/features/editor';
import { ProfileEditor } from '@portal/components/editor';
import { useServices } from '../../data/use-services';
import { useMounted } from '../../data/use-mounted';
import { businessAreaLinks } from './area-links';
import { BusinessFrame } from './BusinessFrame';
import { LoadFailed, Loading } from './LoadState';
import { useModelEditorOptions } from './useReferenceOptions';
import { useOwnBusiness } from './useOwnBusiness';
import styles from './business-area.module.css';

const EMPTY_GALLERY: Gallery = { main_slide: null, other_sliders: [] };

/**
 * §2 /business/add_model_business and /business/individual_edit?id=…: a model of the business in
 * the same ten-step editor as the model's own area. A new model (incognito with `?incognito=1`)
 * is created by the editor under the business; the address then becomes its edit address, so a
 * reload finds the model and its draft. Sent, the model waits on moderation on the dashboard.
 */
export function BusinessModelEditorPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const client = usePortalClient();
  const queries = usePortalQueries();
  const mounted = useMounted();
  const [search] = useSearchParams();
  const { user, businessId, invalidate } = useOwnBusiness();
  const reference = useModelEditorOptions();
  const links = businessAreaLinks(locale);
  const api = useMemo(() => profileEditorApi(client), [client]);
  const photos = useMemo(() => profilePhotoApi(client), [client]);
  const [sent, setSent] = useState(false);

  const profileId = mode === 'edit' ? modelIdFrom(search) : null;
  const incognito = mode === 'add' && incognitoFrom(search);
  const query = useQuery({ ...queries.profiles.edit(profileId ?? 0), enabled: profileId !== null });
  const profile = query.data?.data ?? null;

  const title = t(mode === 'edit' ? 'editor.business.editModel' : incognito ? 'editor.business.addIncognito' : 'business.addModel');
  const error = query.error ?? reference.error;
  let body;
  if (mode === 'edit' && profileId === null) {
    body = <p role="alert">{t('editor.business.modelMissing')}</p>;
  } else if (error) {
    body = (
      <LoadFailed
        error={error} onRetry={() => (query.error ? query.refetch() : reference.retry())}
        missing={query.error ? t('editor.business.modelNotYours') : undefined}
      />
    );
  } else if (!mounted || !reference.options || !user || businessId === null || (profileId !== null && !profile)) {
    body = <Loading />;
  } else {
    body = (
      <ProfileEditor
        // Another model gets an editor of its own (state, draft).
        key={profile?.id ?? 'new'}
        profileId={profile?.id ?? null}
        userId={user.id}
        businessId={businessId}
        incognito={profile ? profile.incognito : incognito}
        baseline={profile ? editorValuesFromProfile(profile) : emptyEditorValues()}
        status={profile?.status ?? null}
        isFinal={profile?.is_final ?? false}
        gallery={profile?.images ?? EMPTY_GALLERY}
        moderationMessage={profile?.moderation_message ?? null}
        options={reference.options}
        api={api}
        photos={photos}
        onCreated={(id) => {
          void invalidate();
          // The address becomes the new model's own, so a reload opens her (her draft moved to her
          // id). Only the address: a navigation would remount the editor while the owner types on.
          window.history.replaceState(window.history.state, '', links.editModel(id));
        }}
        onSent={() => {
          setSent(true);
          void invalidate();
        }}
      />
    );
  }
  const hidden = profile ? profile.incognito : incognito;
  return (
    <BusinessFrame title={title} backHref={links.dashboard}>
      {hidden ? <p className={styles.notice}>{t('business.incognitoHint')}</p> : null}
      {body}
      {sent ? (
        <p role="status" className={styles.notice}>
          <a href={links.dashboard}>{t('editor.business.toDashboard')}</a>
        </p>
      ) : null}
    </BusinessFrame>
  );
}
