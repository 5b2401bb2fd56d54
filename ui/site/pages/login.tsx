import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readLoginRedirect, routePath, stripLocale } from '@portal/sdk';
import { useSession } from '@portal/sdk/react';
import { LoginForm } from '../../components/account/LoginForm';
import { useServices } from '../data/use-services';
import { ACCOUNT_HOME } from '../shell/nav-items';
import { PageMeta } from '../shell/PageMeta';
import { usePopups } from '../shell/popup-state';

/**
 * §2 /login: email, password, remember me, forgot password. A wrong password opens the shell's
 * popup (§8); success goes back to the page the guard sent the visitor from, else to their area.
 */
export default function Page() {
  const { t } = useTranslation();
  const { locale } = useServices();
  const { login } = useSession();
  const { open } = usePopups();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title={t('auth.login.title')} />
      <h1>{t('auth.login.title')}</h1>
      <LoginForm
        forgotPasswordHref={routePath('forgot-password', {}, locale)}
        registerHref={routePath('become-member', {}, locale)}
        onWrongPassword={() => open({ kind: 'wrong-password' })}
        onSubmit={async (credentials, options) => {
          const session = await login(credentials, options);
          const back = readLoginRedirect(searchParams) ?? routePath(ACCOUNT_HOME[session.user.role], {}, locale);
          await navigate(stripLocale(back), { replace: true });
        }}
      />
    </>
  );
}
