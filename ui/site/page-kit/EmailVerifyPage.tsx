import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { ACCOUNT_QUERY } from '../data/page-query';
import { localizePath, loginHrefFor } from '@portal/sdk';
import { EmailVerifyStatus, emailVerifyFailure } from '@portal/components/account/EmailVerifyStatus';
import type { EmailVerifyState } from '@portal/components/account/EmailVerifyStatus';
import { useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { pagePath } from '../shell/paths';
import type { ParamFreeRouteId } from '../shell/paths';

/**
 * The …/email-verify pages (§8): the link in the email carries `token`; the page sends it once
 * (in the browser: a one-time token must not be spent by the server render or by StrictMode's
 * second effect) and shows 'Email verified successfully.', the 401 case or an error with a retry.
 */
export function EmailVerifyPage({ area }: { area: ParamFreeRouteId }) {
  const { t } = useCachedTranslation();
  const { client, locale } = useServices();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get(ACCOUNT_QUERY.token) ?? '';
  // A link without a token cannot be verified: an error at once, nothing is sent.
  const [state, setState] = useState<EmailVerifyState>(() => (token ? { status: 'verifying' } : { status: 'error' }));
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);

  useEffect(() => {
    if (sent.current === attempt) return;
    if (!token) return;
    sent.current = attempt;
    client.session.verifyEmail({ token }).then(
      () => setState({ status: 'verified' }),
      (error: unknown) => setState(emailVerifyFailure(error)),
    );
  }, [client, token, attempt]);

  const here = `${localizePath(location.pathname, locale)}${location.search}`;
  return (
    <>
      <PageMeta title={t('auth.verify.verifying')} />
      <h1>{t('auth.verify.verifying')}</h1>
      <EmailVerifyStatus
        state={state}
        loginHref={loginHrefFor(here, locale)}
        continueHref={pagePath(area, locale)}
        onRetry={() => {
          setState({ status: 'verifying' });
          setAttempt((n) => n + 1);
        }}
      />
    </>
  );
}
