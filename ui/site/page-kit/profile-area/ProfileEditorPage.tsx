import { useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { Gallery, ProfileCategory } from '@portal/sdk';
import { editorValuesFromProfile, emptyEditorValues } from '@portal/components/features/editor';
import type { EditorValues } from '@portal/components/features/editor';
import { usePortalClient, usePortalQueries } from '@portal/sdk/react';
import { profileEditorApi, profilePhotoApi } from '@portal/components/features/editor';
import { ProfileEditor } from '@portal/components/editor';
import type { EditorOptions } from '@portal/components/editor';
import { PageMeta } from '../../shell/PageMeta';
import { AreaFrame } from './AreaFrame';
import { AREA_ROUTES } from './area-routes';
import type { AreaKind } from './area-routes';
import { useMounted } from '../../data/use-mounted';
import { useOwnProfile } from './useOwnProfile';

export interface ProfileEditorPageProps {
  mode: 'create' | 'edit';
  area: AreaKind;
}

const EMPTY_GALLERY: Gallery = { main_slide: null, other_sliders: [] };

/** The reference lists the ten steps offer. */
function useEditorOptions(): EditorOptions | null {
  const queries = usePortalQueries();
  const [data, countries, currencies, services] = useQueries({
    queries: [
      queries.reference.individualData(), queries.reference.countriesWithCities(),
      queries.reference.currencies(), queries.reference.services(),
    ],
  });
  if (!data.data || !countries.data || !currencies.data || !services.data) return null;
  return { data: data.data.data, countries: countries.data.data, currencies: currencies.data.data, services: services.data.data };
}

/** A new profile starts empty; in the web cam area its category is web cam already. */
function baselineFor(category: ProfileCategory | null): EditorValues {
  const values = emptyEditorValues();
  return category ? { ...values, category } : values;
}

/** §2 create-profile and edit: the whole ten-step editor on the signed-in model's profile. */
export function ProfileEditorPage({ mode, area }: ProfileEditorPageProps) {
  const { t } = useCachedTranslation();
  const client = usePortalClient();
  const mounted = useMounted();
  const options = useEditorOptions();
  const own = useOwnProfile();
  const routes = AREA_ROUTES[area];
  const api = useMemo(() => profileEditorApi(client), [client]);
  const photos = useMemo(() => profilePhotoApi(client), [client]);
  const title = t(mode === 'create' ? 'editor.steps.general' : 'common.edit');
  // Decided once: a profile created here stays in this editor (its id reaches the session for reloads).
  const [editing] = useState(() => mode === 'edit' || own.profileId !== null);
  const profile = editing ? own.profile : null;
  const waiting = !mounted || !options || !own.user || (editing && own.profileId !== null && !profile);

  return (
    <AreaFrame title={title}>
      <PageMeta title={title} />
      {waiting || !options || !own.user ? <p aria-busy="true">{t('common.loading')}</p> : (
        <ProfileEditor
          profileId={profile?.id ?? null}
          userId={own.user.id}
          baseline={profile ? editorValuesFromProfile(profile) : baselineFor(routes.category)}
          status={profile?.status ?? null}
          isFinal={profile?.is_final ?? false}
          gallery={profile?.images ?? EMPTY_GALLERY}
          moderationMessage={profile?.moderation_message ?? null}
          options={options}
          api={api}
          photos={photos}
          onCreated={(id) => {
            own.remember(id);
            void own.invalidate();
          }}
          onSent={() => void own.invalidate()}
        />
      )}
    </AreaFrame>
  );
}
