import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { portalKeys, usePortalClient } from '../../../../sdk/react';
import { usePortalQueries } from '../../../../sdk/react/hooks';
import { useSession } from '../../../../sdk/react/session';
import {
  ChangeEmailForm, ChangePasswordForm, DeleteAccountSection, LanguageForm, NotificationsForm,
} from '../../../components/account';
import { LOCALE_NATIVE_NAMES } from '../../shell/locale-names';
import styles from './account-area.module.css';

/**
 * The settings tab of every account area: password, e-mail (pending until confirmed),
 * notifications, language and deleting the account. `children` holds what only one area has
 * (the model's edit and preview links).
 */
export function AccountSettings({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = usePortalQueries();
  const queryClient = useQueryClient();
  const { logout } = useSession();
  const query = useQuery(queries.settings.get());
  const settings = query.data?.data;
  const store = (next: typeof query.data) => queryClient.setQueryData(portalKeys.settings.get(), next);

  return (
    <div className={styles.stack}>
      {children}
      <ChangePasswordForm onSubmit={(values) => client.settings.changePassword(values)} />
      {settings ? (
        <>
          <ChangeEmailForm
            email={settings.email} pendingEmail={settings.pending_email}
            onSubmit={async (values) => store(await client.settings.changeEmail(values))}
          />
          <NotificationsForm
            value={settings.notifications}
            onSubmit={async (notifications) => store(await client.settings.update({ notifications }))}
          />
          <LanguageForm
            value={settings.locale} names={LOCALE_NATIVE_NAMES}
            onSubmit={async (locale) => store(await client.settings.update({ locale }))}
          />
        </>
      ) : (
        <p aria-busy={query.isPending || undefined}>{query.isError ? t('errors.generic') : t('common.loading')}</p>
      )}
      <DeleteAccountSection onDelete={(values) => client.settings.deleteAccount(values)} onDeleted={() => logout()} />
    </div>
  );
}
