import { RegistrationErrorPopup } from '@portal/components/account/RegistrationErrorPopup';
import { WrongPasswordPopup } from '@portal/components/account/WrongPasswordPopup';
import type { Popup } from './popup-state';

/** The two popups of §2 (their own chunk: only a failed login or sign-up needs them). */
export default function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (popup.kind === 'wrong-password') {
    return <WrongPasswordPopup open onOpenChange={onOpenChange} {...(popup.focusAfterClose ? { focusAfterClose: popup.focusAfterClose } : {})} />;
  }
  return (
    <RegistrationErrorPopup
      open
      onOpenChange={onOpenChange}
      error={popup.error}
      {...(popup.message ? { message: popup.message } : {})}
    />
  );
}
