import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/components/Button';

/** A step on its own, with the wizard's Next button (which submits the step's form). */
export function StepFrame({ children, formId = 'profile-editor-step' }: { children: ReactNode; formId?: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', maxWidth: '48rem' }}>
      {children}
      <div>
        <Button type="submit" form={formId} data-intent="next">{t('editor.next')}</Button>
      </div>
    </div>
  );
}
