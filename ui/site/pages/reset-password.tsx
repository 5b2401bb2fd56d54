import type { Section } from '@portal/sdk/i18n';
import { useSearchParams } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import { ResetPasswordForm } from '@portal/components/account/ResetPasswordForm';
import { ACCOUNT_QUERY } from '../data/page-query';
import { useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';

/** The form's texts are the catalog's auth section. */
export const sections: readonly Section[] = ['auth'];

/** §2 /reset-password: the link from the reset email carries `token` (and `email`). */
export default function Page() {
  const { t } = useCachedTranslation();
  const { client, locale } = useServices();
  const [searchParams] = useSearchParams();
  const email = searchParams.get(ACCOUNT_QUERY.email);
  return (
    <>
      <PageMeta title={t('auth.reset.title')} />
      <h1>{t('auth.reset.title')}</h1>
      <ResetPasswordForm
        token={searchParams.get(ACCOUNT_QUERY.token) ?? ''}
        {...(email ? { defaultEmail: email } : {})}
        onSubmit={(values) => client.session.resetPassword(values)}
        loginHref={routePath('login', {}, locale)}
        forgotPasswordHref={routePath('forgot-password', {}, locale)}
      />
    </>
  );
}
