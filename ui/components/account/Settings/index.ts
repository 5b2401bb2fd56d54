export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps } from './ChangePasswordForm';
export { ChangeEmailForm } from './ChangeEmailForm';
export type { ChangeEmailFormProps } from './ChangeEmailForm';
export { LanguageForm, NotificationsForm } from './PreferencesForms';
export type { LanguageFormProps, NotificationsFormProps } from './PreferencesForms';
export { DeleteAccountSection } from './DeleteAccountSection';
export type { DeleteAccountSectionProps } from './DeleteAccountSection';
export { SettingsSection } from './SettingsSection';
