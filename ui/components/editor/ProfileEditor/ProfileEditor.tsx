import { useCallback, useMemo, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { StepId, Gallery } from '@portal/sdk';
import { VALIDITY_FLAGS, VALIDITY_FLAG_STEPS, galleryCount, validityFlags } from '../../features/editor';
import type { ValidityFlag } from '../../features/editor';
import { ValidityFlags } from '../../business/ValidityFlags';
import { useMediaUploads, useProfileEditor } from '../../features/editor';
import { DraftNotice } from '../DraftNotice';
import { useServerErrorText } from '../internal/useServerErrorText';
import { useErrorText } from '../internal/useErrorText';
import { DEFAULT_FORM_ID, fieldId } from '../internal/stepProps';
import type { ErrorItem } from '../internal/stepProps';
import { Wizard, wizardStepsOf } from '../Wizard';
import { StepBody } from './StepBody';
import type { ProfileEditorProps } from './types';
import styles from './ProfileEditor.module.css';


/** §5 validity flags of the profile questionnaire: the label of the field behind each. */
const FLAG_LABEL_KEYS: Readonly<Record<ValidityFlag, string>> = {
  aboutMe: 'profile.fields.description', phoneNumber: 'profile.fields.phone_number', currencies: 'profile.fields.currencies',
  name: 'profile.fields.name', country: 'profile.fields.country', city: 'profile.fields.city', serviceSummary: 'editor.flags.serviceSummary',
};

/**
 * The whole profile editor: the wizard shell, the steps of the profile's variant (the spec's ten, or
 * the web cam model's) as the data in ui/components/features/editor lists them,
 * drafts, uploads that go on across steps, and the questionnaire calls (given as `api`/`photos`).
 */
export function ProfileEditor(props: ProfileEditorProps) {
  const { t } = useCachedTranslation();
  const errorText = useErrorText();
  const serverErrorText = useServerErrorText();
  const formId = props.formId ?? DEFAULT_FORM_ID;
  const [gallery, setGallery] = useState<Gallery>(props.gallery);
  const [stepErrors, setStepErrors] = useState<ErrorItem[]>([]);

  const editor = useProfileEditor({
    profileId: props.profileId, userId: props.userId, baseline: props.baseline, status: props.status,
    isFinal: props.isFinal, photoCount: galleryCount(gallery), api: props.api, categories: props.options.data.categories,
    businessId: props.businessId, incognito: props.incognito, storage: props.storage, draftDelayMs: props.draftDelayMs,
    onCreated: props.onCreated, onSent: props.onSent,
  });

  const { photos } = props;
  const id = editor.profileId;
  const media = useMediaUploads({
    gallery: props.gallery,
    upload: useMemo(() => (id === null ? undefined : (file: Blob, o: Parameters<typeof photos.upload>[2]) => photos.upload(id, file, o)), [id, photos]),
    remove: useMemo(() => (id === null || !photos.remove ? undefined : (ids: number[]) => photos.remove!(id, ids)), [id, photos]),
    arrange: useMemo(() => (id === null || !photos.arrange ? undefined : (ids: number[]) => photos.arrange!(id, ids)), [id, photos]),
    onGalleryChange: setGallery,
  });

  const steps = wizardStepsOf(editor.steps, t);
  const incomplete = editor.steps
    .filter((s) => !['preview', 'send'].includes(s.id) && s.progress !== 'completed')
    .map((s) => ({ id: s.id, label: t(s.labelKey) }));

  // Errors from the hook (server 422s, a refused create) join the step's own in the summary.
  const hookErrors: ErrorItem[] = Object.entries(editor.errors).map(([path, message]) => ({
    field: path, id: fieldId(formId, path), message: errorText(message) ?? '',
  }));
  const errors = [...stepErrors, ...hookErrors.filter((h) => !stepErrors.some((s) => s.field === h.field))];

  const goTo = useCallback((next: string) => {
    setStepErrors([]);
    editor.goTo(next as StepId);
  }, [editor]);

  if (!editor.ready) return null;
  const current = editor.definitions[editor.currentIndex]!;
  const serverError = serverErrorText(editor.serverError);
  // Each step shows the flags of its own fields; the last step (send to moderation) all of them.
  const ownSteps = editor.definitions.map((s) => s.id);
  const stepFlags = VALIDITY_FLAGS.filter((f) => ownSteps.includes(VALIDITY_FLAG_STEPS[f]))
    .filter((f) => current.id === 'send' || VALIDITY_FLAG_STEPS[f] === current.id);

  return (
    <Wizard
      className={props.className} steps={steps} currentId={editor.current} onSelect={goTo} formId={formId}
      onBack={() => goTo(editor.definitions[editor.currentIndex - 1]?.id ?? 'general')}
      hideNext={current.id === 'send'} hideSave={current.values.length === 0} busy={editor.busy} errors={errors}
      notice={(
        <>
          {editor.draft.restored ? <DraftNotice onDiscard={editor.draft.discard} onDismiss={editor.draft.dismiss} /> : null}
          {serverError && current.id !== 'send' ? <p role="alert" className={styles.error}>{serverError}</p> : null}
          {stepFlags.length > 0 ? <ValidityFlags flags={validityFlags(editor.values)} only={stepFlags} labelKeys={FLAG_LABEL_KEYS} /> : null}
        </>
      )}
    >
      <StepBody
        key={`${editor.current}-${editor.revision}`} step={current} editor={editor} props={props} formId={formId}
        gallery={gallery} media={media} incomplete={incomplete} onInvalid={setStepErrors} onGoTo={goTo}
        sendError={current.id === 'send' ? serverError : undefined}
      />
    </Wizard>
  );
}
