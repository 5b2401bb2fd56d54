import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../Button';
import { Modal } from '../../Modal';
import { Spinner } from '../../Spinner';
import type { ReportFormProps } from '../ReportForm';

/** The form (react-hook-form, zod, the request schema) loads when the dialog first opens. */
const ReportForm = lazy(() => import('../ReportForm').then((m) => ({ default: m.ReportForm })));

export type ReportButtonProps = Omit<ReportFormProps, 'onSent' | 'className'> & {
  className?: string;
};

/**
 * "Report this profile" on public pages: opens the report form in a dialog (the dialog's content
 * unmounts on close, so every opening starts with an empty form). Anyone may report, guests
 * included: a report about a possible minor or trafficking must never wait for a login.
 */
export function ReportButton({ className, ...form }: ReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('feedback.report.title')}
      trigger={<Button variant="ghost" size="small" className={className}>{t('profile.report')}</Button>}
    >
      <Suspense fallback={<Spinner />}>
        <ReportForm {...form} />
      </Suspense>
    </Modal>
  );
}
