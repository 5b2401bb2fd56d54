export { PaymentReturnNotice } from './PaymentReturnNotice';
export type { PaymentReturnNoticeProps } from './PaymentReturnNotice';
