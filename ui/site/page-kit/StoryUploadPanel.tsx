import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addSection } from '@portal/sdk/i18n';
import { usePortalMutations } from '@portal/sdk/react';
import type { UploadStory } from '@portal/components/features/business';
import { Spinner } from '@portal/components';
import { StoryUpload } from '@portal/components/business/StoryUpload';

/**
 * The STORY video upload of the stories page (POST /media/api/v1/media, type STORY) with its
 * progress bar and the three §8 messages. Loaded only for models and businesses, with the
 * account-area texts it needs (the catalog's editor section); a success refreshes the list.
 */
export default function StoryUploadPanel() {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('editor.stories.choose'));
  const mutation = useMutation(usePortalMutations().media.uploadStory());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void addSection(i18n, 'editor').then(() => live && setReady(true), () => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  const upload: UploadStory = (file, { onProgress }) => mutation.mutateAsync({ file, onProgress });
  return ready ? <StoryUpload upload={upload} /> : <Spinner label={t('stories.post')} />;
}
