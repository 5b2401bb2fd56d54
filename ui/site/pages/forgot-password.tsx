import type { Section } from '@portal/sdk/i18n';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import { ForgotPasswordForm } from '@portal/components/account/ForgotPasswordForm';
import { useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';

/** The form's texts are the catalog's auth section. */
export const sections: readonly Section[] = ['auth'];

/** §2 /forgot-password: reset instructions are sent by email. */
export default function Page() {
  const { t } = useCachedTranslation();
  const { client, locale } = useServices();
  return (
    <>
      <PageMeta title={t('auth.forgot.title')} />
      <h1>{t('auth.forgot.title')}</h1>
      {/* The form says what it does itself (auth.forgot.hint): said here too, it was printed twice. */}
      <ForgotPasswordForm onSubmit={(values) => client.session.forgotPassword(values)} loginHref={routePath('login', {}, locale)} />
    </>
  );
}
