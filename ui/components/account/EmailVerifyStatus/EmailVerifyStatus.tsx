import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { HTTP } from '@portal/sdk';
import { Button } from '../../Button';
import { AppLink } from '../../LinkProvider';
import { Spinner } from '../../Spinner';
import { cx } from '../../internal/cx';
import { fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { K } from '../internal/keys';
import { translateError } from '../internal/messages';

export type EmailVerifyState =
  | { status: 'verifying' }
  | { status: 'verified' }
  /** §8: 401, the link's token was refused or the visitor must log in again. */
  | { status: 'unauthorized' }
  | { status: 'error'; error?: unknown };

/** The state for a failed `client.session.verifyEmail` call (§8: 401 apart, anything else is an error). */
export function emailVerifyFailure(error: unknown): EmailVerifyState {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === HTTP.unauthorized ? { status: 'unauthorized' } : { status: 'error', error };
}

export interface EmailVerifyStatusProps {
  state: EmailVerifyState;
  /** Where to log in again after a 401 (with the return param to this page). */
  loginHref?: string;
  /** Where to go once verified (the account area). */
  continueHref?: string;
  onRetry?: () => void;
  className?: string;
}

/** §2 email-verify pages: verifying, 'Email verified successfully.', 401 and other failures. */
export function EmailVerifyStatus({ state, loginHref, continueHref, onRetry, className }: EmailVerifyStatusProps) {
  const { t } = useCachedTranslation();
  return (
    <div className={cx(fieldStyles.form, className)}>
      {state.status === 'verifying' ? <Spinner label={t('auth.verify.verifying')} showLabel /> : null}
      {state.status === 'verified' ? (
        <>
          <FormAlert tone="success">{t(K.emailVerified)}</FormAlert>
          {continueHref ? <AppLink href={continueHref} className={fieldStyles.link}>{t('nav.account')}</AppLink> : null}
        </>
      ) : null}
      {state.status === 'unauthorized' ? (
        <>
          <FormAlert tone="error">{t('auth.verify.unauthorized')}</FormAlert>
          {loginHref ? <AppLink href={loginHref} className={fieldStyles.link}>{t('nav.login')}</AppLink> : null}
        </>
      ) : null}
      {state.status === 'error' ? (
        <>
          <FormAlert tone="error">{t('auth.verify.failed')} {state.error ? translateError(t, state.error) : null}</FormAlert>
          {onRetry ? <div className={fieldStyles.actions}><Button variant="secondary" onClick={onRetry}>{t('common.retry')}</Button></div> : null}
        </>
      ) : null}
    </div>
  );
}
