export { EmailVerifyStatus, emailVerifyFailure } from './EmailVerifyStatus';
export type { EmailVerifyState, EmailVerifyStatusProps } from './EmailVerifyStatus';
