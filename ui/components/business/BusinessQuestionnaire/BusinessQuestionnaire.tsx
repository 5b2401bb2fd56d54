import { useCallback, useMemo, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Gallery } from '@portal/sdk';
import { BUSINESS_STEPS, FINAL_BUSINESS_STEP, flagsOfStep } from '../../features/business';
import type { BusinessStepId } from '../../features/business';
import { galleryCount } from '../../features/editor';
import { useBusinessQuestionnaire } from '../../features/business';
import { useMediaUploads } from '../../features/editor';
import { DraftNotice, Wizard, wizardStepsOf } from '../../editor';
import type { ErrorItem } from '../../editor';
import { fieldId } from '../../editor/internal/stepProps';
import { useErrorText } from '../../editor/internal/useErrorText';
import { Notice } from '../../payments/internal/Notice';
import { useErrorMessage } from '../../payments/internal/useErrorMessage';
import { BK } from '../internal/keys';
import { BUSINESS_FORM_ID } from '../internal/stepProps';
import { ValidityFlags } from '../ValidityFlags';
import { StepBody } from './StepBody';
import type { BusinessQuestionnaireProps } from './types';
import styles from './BusinessQuestionnaire.module.css';

/**
 * §4 the business questionnaire, "similar" to the model's: the editor's Wizard shell with the
 * steps ui/components/features/business lists, drafts kept like the model editor's, the editor's own photo and
 * working-time steps, the §5 validity flags on the steps that hold them, is_final on the last.
 */
export function BusinessQuestionnaire(props: BusinessQuestionnaireProps) {
  const { t } = useCachedTranslation();
  const errorText = useErrorText();
  const serverErrorText = useErrorMessage();
  const formId = props.formId ?? BUSINESS_FORM_ID;
  const [gallery, setGallery] = useState<Gallery>(props.gallery);
  const [stepErrors, setStepErrors] = useState<ErrorItem[]>([]);

  const q = useBusinessQuestionnaire({
    businessId: props.businessId, baseline: props.baseline, isFinal: props.isFinal, photoCount: galleryCount(gallery),
    api: props.api, categories: props.options.categories, storage: props.storage, draftDelayMs: props.draftDelayMs,
    onFinished: props.onFinished,
  });
  const { upload, remove } = props.photos;
  const media = useMediaUploads({
    gallery: props.gallery,
    upload: useMemo(() => (file: Blob, o: Parameters<typeof upload>[1]) => upload(file, o), [upload]),
    remove: useMemo(() => (remove ? (ids: number[]) => remove(ids) : undefined), [remove]),
    onGalleryChange: setGallery,
  });

  const goTo = useCallback((next: string) => {
    setStepErrors([]);
    q.goTo(next as BusinessStepId);
  }, [q]);

  if (!q.ready) return null;
  const current = BUSINESS_STEPS[q.currentIndex]!;
  const steps = wizardStepsOf(q.steps, t);
  const hookErrors: ErrorItem[] = Object.entries(q.errors).map(([path, message]) => ({
    field: path, id: fieldId(formId, path), message: errorText(message) ?? '',
  }));
  const errors = [...stepErrors, ...hookErrors.filter((h) => !stepErrors.some((s) => s.field === h.field))];
  const flags = flagsOfStep(current.id);
  const final = current.id === FINAL_BUSINESS_STEP;

  return (
    <Wizard
      className={props.className} steps={steps} currentId={q.current} onSelect={goTo} formId={formId}
      onBack={() => goTo(BUSINESS_STEPS[q.currentIndex - 1]?.id ?? 'about')}
      hideNext={final} hideSave={current.values.length === 0} busy={q.busy} errors={errors}
      notice={(
        <>
          {q.draft.restored ? <DraftNotice onDiscard={q.draft.discard} onDismiss={q.draft.dismiss} /> : null}
          {q.serverError ? <Notice tone="error">{serverErrorText(q.serverError)}</Notice> : null}
          {final && q.isFinal ? <Notice tone="success">{t(BK.finished)}</Notice> : null}
          {/* The general-info step shows its flags beside its fields; the others here. */}
          {flags.length > 0 && current.id !== 'generalInfo' ? <ValidityFlags flags={q.flags} only={flags} className={styles.flags} /> : null}
        </>
      )}
    >
      <StepBody
        key={`${q.current}-${q.revision}`} step={current.id} q={q} props={props} formId={formId}
        gallery={gallery} media={media} onInvalid={setStepErrors}
      />
    </Wizard>
  );
}
