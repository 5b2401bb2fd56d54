import { lazy, Suspense } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { useSection } from '../../internal/useSection';
import { Modal } from '../../Modal';
import { Spinner } from '../../Spinner';
import type { ReportFormProps } from '../ReportForm';

/** The form (react-hook-form, zod, the request schema) loads when the dialog first opens. */
const ReportForm = lazy(() => import('../ReportForm').then((m) => ({ default: m.ReportForm })));

export type ReportDialogProps = Omit<ReportFormProps, 'onSent' | 'className'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The report form in a dialog (ReportButton's, loaded when the visitor is about to open it). */
export function ReportDialog({ open, onOpenChange, ...form }: ReportDialogProps) {
  // Its texts (and the form's) are the catalog's feedback section: no page loads it before the
  // visitor is about to report (ReportButton's prefetch starts it with the dialog's chunk).
  useSection('feedback');
  const { t } = useCachedTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('feedback.report.title')}>
      <Suspense fallback={<Spinner />}>
        <ReportForm {...form} />
      </Suspense>
    </Modal>
  );
}
