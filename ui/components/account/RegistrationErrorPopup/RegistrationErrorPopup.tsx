import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { API_MESSAGES } from '@portal/sdk';
import { AlertPopup } from '../internal/AlertPopup';
import { K } from '../internal/keys';
import { translateMessage } from '../internal/messages';

/**
 * §8 registration failure text: `errors.message`, else the first error of the first field, else
 * 'Error registering user'. Reads any error with `fieldErrors` (RegistrationError, ApiError).
 */
export function registrationErrorMessage(error: unknown): string {
  const fieldErrors = typeof error === 'object' && error !== null
    ? (error as { fieldErrors?: Record<string, unknown> }).fieldErrors
    : undefined;
  if (fieldErrors && typeof fieldErrors === 'object') {
    const first = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);
    const fromMessage = first(fieldErrors.message);
    if (fromMessage) return fromMessage;
    for (const value of Object.values(fieldErrors)) {
      const message = first(value);
      if (message) return message;
    }
  }
  return API_MESSAGES.registrationFailed;
}

export interface RegistrationErrorPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The failure, as the registration form reports it; its text follows §8. */
  error?: unknown;
  /** A text to show instead (already chosen by the caller). */
  message?: string;
}

/** §2, §8: the registration-error popup of the app shell. */
export function RegistrationErrorPopup({ open, onOpenChange, error, message }: RegistrationErrorPopupProps) {
  const { t } = useCachedTranslation();
  const text = message ?? registrationErrorMessage(error);
  return (
    <AlertPopup
      open={open}
      onOpenChange={onOpenChange}
      title={t(K.registrationFailed)}
      description={text === API_MESSAGES.registrationFailed ? undefined : translateMessage(t, text)}
      cancelLabel={t('common.cancel')}
    />
  );
}
