import type { Section } from '@portal/sdk/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { readLoginRedirect, routePath, stripLocale } from '@portal/sdk';
import { useSession } from '@portal/sdk/react';
import { LoginForm } from '@portal/components/account/LoginForm';
import { loginFallbackError } from '../data/login-fallback';
import { useServices } from '../data/use-services';
import { ACCOUNT_HOME } from '../shell/nav-items';
import { PageMeta } from '../shell/PageMeta';
import { usePopups } from '../shell/popup-state';

/** The login form's texts (and the wrong-password popup's) are the catalog's auth section. */
export const sections: readonly Section[] = ['auth'];

/**
 * §2 /login: email, password, remember me, forgot password. A wrong password opens the shell's
 * popup (§8); success goes back to the page the guard sent the visitor from, else to their area.
 * Without script the server logs in (server/login-fallback.ts) and a failure comes back here with
 * its reason, shown in the form.
 */
export default function Page() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const { login } = useSession();
  const { open } = usePopups();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A login posted without script came back with its reason (server/login-fallback.ts).
  const fallback = loginFallbackError(searchParams);
  return (
    <>
      <PageMeta title={t('auth.login.title')} />
      <h1>{t('auth.login.title')}</h1>
      <LoginForm
        forgotPasswordHref={routePath('forgot-password', {}, locale)}
        registerHref={routePath('become-member', {}, locale)}
        // Closed (Cancel or Escape), the popup leaves focus in the password field, its text selected.
        onWrongPassword={({ focusPassword }) => open({ kind: 'wrong-password', focusAfterClose: focusPassword })}
        error={fallback ? { message: t(fallback.key), ...(fallback.field ? { field: fallback.field } : {}) } : null}
        onSubmit={async (credentials, options) => {
          const session = await login(credentials, options);
          const back = readLoginRedirect(searchParams) ?? routePath(ACCOUNT_HOME[session.user.role], {}, locale);
          await navigate(stripLocale(back), { replace: true });
        }}
      />
    </>
  );
}
