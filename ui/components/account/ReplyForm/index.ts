export { ReplyForm } from './ReplyForm';
export type { ReplyFormProps } from './ReplyForm';
