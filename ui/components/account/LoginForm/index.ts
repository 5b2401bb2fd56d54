export { LoginForm } from './LoginForm';
export type { LoginFormError, LoginFormProps } from './LoginForm';
