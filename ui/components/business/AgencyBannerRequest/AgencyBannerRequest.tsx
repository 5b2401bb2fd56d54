import { useMemo, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { emptyBusinessValues, toBusinessUpdate } from '../../features/business';
import type { BusinessValues } from '../../features/business';
import { Button } from '../../Button';
import { fieldStyles } from '../../editor/internal/fieldStyles';
import { cx } from '../../internal/cx';
import { Notice } from '../../payments/internal/Notice';
import { useErrorMessage } from '../../payments/internal/useErrorMessage';
import { BK } from '../internal/keys';
import { useBusinessStepForm } from '../internal/useBusinessStepForm';
import { BannerFields } from './BannerFields';
import styles from './AgencyBannerRequest.module.css';

/** §3 agency_picture as the wire has it. */
export type AgencyPictureRequest = { create_banner: boolean; description: string | null };

export interface AgencyBannerRequestProps {
  /** The business's agency_picture as saved. */
  value?: AgencyPictureRequest;
  /** POST /api/business/{id} with `{ agency_picture }` (client.businesses.update). */
  onSubmit: (agencyPicture: AgencyPictureRequest) => Promise<unknown>;
  formId?: string;
  className?: string;
}

/** §2, §3 the agency picture / banner request on its own: create a banner for me, and its description. */
export function AgencyBannerRequest({ value, onSubmit, formId = 'agency-banner-request', className }: AgencyBannerRequestProps) {
  const { t } = useCachedTranslation();
  const errorText = useErrorMessage();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const values = useMemo<BusinessValues>(
    () => ({ ...emptyBusinessValues(), agency_picture: { create_banner: value?.create_banner ?? false, description: value?.description ?? '' } }),
    [value],
  );
  const { form, handleSubmit, errorOf, id } = useBusinessStepForm('picture', {
    values, formId,
    onSubmit: async (partial) => {
      const body = toBusinessUpdate('picture', { ...values, ...partial });
      if (!body?.ok || !body.data.agency_picture) return;
      setBusy(true);
      setOutcome(null);
      try {
        await onSubmit(body.data.agency_picture);
        setOutcome({ ok: true });
      } catch (error) {
        setOutcome({ ok: false, error });
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={cx(styles.root, className)}>
      <BannerFields form={form} id={id} errorOf={errorOf} />
      {outcome?.ok ? <Notice tone="success">{t(BK.bannerSent)}</Notice> : null}
      {outcome && !outcome.ok ? <Notice tone="error">{errorText(outcome.error)}</Notice> : null}
      <div className={fieldStyles.wide}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{t(BK.bannerSend)}</Button>
      </div>
    </form>
  );
}
