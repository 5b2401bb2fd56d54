import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { usePortalQueries, usePortalMutations, useSession } from '@portal/sdk/react';
import {
  ChangeEmailForm, ChangePasswordForm, DeleteAccountSection, LanguageForm, NotificationsForm,
} from '@portal/components/account';
import { LOCALE_NATIVE_NAMES } from '../../shell/locale-names';
import styles from './account-area.module.css';

/**
 * The settings tab of every account area, the member's included: password, e-mail (pending until
 * confirmed), notifications, language and deleting the account. `children` holds what only one area has
 * (the model's edit and preview links).
 */
export function AccountSettings({ children }: { children?: ReactNode }) {
  const { t } = useCachedTranslation();
  const queries = usePortalQueries();
  const mutations = usePortalMutations().settings;
  const { logout, user } = useSession();
  const query = useQuery(queries.settings.get());
  const settings = query.data?.data;
  // The SDK's settings writes: an answer becomes the cached settings, so the forms show it without a refetch.
  const changePassword = useMutation(mutations.changePassword());
  const changeEmail = useMutation(mutations.changeEmail());
  const update = useMutation(mutations.update());
  const deleteAccount = useMutation(mutations.deleteAccount());

  return (
    <div className={styles.stack}>
      {children}
      <ChangePasswordForm onSubmit={(values) => changePassword.mutateAsync(values)} />
      {settings ? (
        <>
          <ChangeEmailForm
            email={settings.email} pendingEmail={settings.pending_email}
            onSubmit={(values) => changeEmail.mutateAsync(values)}
          />
          <NotificationsForm
            value={settings.notifications}
            onSubmit={(notifications) => update.mutateAsync({ notifications })}
          />
          <LanguageForm
            value={settings.locale} names={LOCALE_NATIVE_NAMES}
            onSubmit={(locale) => update.mutateAsync({ locale })}
          />
        </>
      ) : (
        <p aria-busy={query.isPending || undefined}>{query.isError ? t('errors.generic') : t('common.loading')}</p>
      )}
      <DeleteAccountSection
        onDelete={(values) => deleteAccount.mutateAsync(values)} onDeleted={() => logout('deleted')}
        // A member has no profiles or pages to lose: the warning says what a member loses.
        {...(user?.role === 'MEMBER' ? { warning: t('editor.account.delete.memberWarning') } : {})}
      />
    </div>
  );
}
