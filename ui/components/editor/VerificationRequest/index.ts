export { VerificationRequest } from './VerificationRequest';
export type { VerificationRequestProps, VerificationState } from './VerificationRequest';
