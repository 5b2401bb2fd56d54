import { lazy, Suspense, useState } from 'react';
import { useCachedTranslation, useI18nInstance } from '../../internal/useCachedTranslation';
import { ensureSection } from '../../internal/useSection';
import { Button } from '../../Button';
import type { ReportFormProps } from '../ReportForm';

/**
 * The dialog (Radix Dialog: ~12 kB gzip) and its texts (the catalog's feedback section) load at
 * the first sign the visitor is about to open it (pointer or focus on the button) or at the click,
 * and the form (react-hook-form, zod, the request schema) when the dialog first opens: a visitor
 * who only reads the page loads none of them.
 */
const loadDialog = () => import('./ReportDialog');
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

export type ReportButtonProps = Omit<ReportFormProps, 'onSent' | 'className'> & {
  className?: string;
};

/**
 * "Report this profile" on public pages: opens the report form in a dialog (the dialog's content
 * unmounts on close, so every opening starts with an empty form; focus goes back to the button).
 * Anyone may report, guests included: a report about a possible minor or trafficking must never
 * wait for a login.
 */
export function ReportButton({ className, ...form }: ReportButtonProps) {
  const { t } = useCachedTranslation();
  const i18n = useI18nInstance();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed), so it can animate and return focus.
  const [opened, setOpened] = useState(false);
  // The dialog's chunk and its texts (the catalog's feedback section) are fetched together.
  const prefetch = () => void Promise.all([loadDialog(), i18n ? ensureSection(i18n, 'feedback') : undefined]).catch(() => {});
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('profile.report')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} {...form} />
        </Suspense>
      ) : null}
    </>
  );
}
