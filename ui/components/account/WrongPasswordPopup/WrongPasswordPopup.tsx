import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { AlertPopup } from '../internal/AlertPopup';
import { K } from '../internal/keys';

export interface WrongPasswordPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Once closed (Cancel or Escape): the login form's password field, to type it again. */
  focusAfterClose?: () => void;
}

/** §8: a login answered without a token: "The password is not correct!" with a cancel button. */
export function WrongPasswordPopup({ open, onOpenChange, focusAfterClose }: WrongPasswordPopupProps) {
  const { t } = useCachedTranslation();
  return (
    <AlertPopup
      open={open} onOpenChange={onOpenChange} title={t(K.wrongPassword)} cancelLabel={t('common.cancel')}
      {...(focusAfterClose ? { focusAfterClose } : {})}
    />
  );
}
