export { AppLink, LinkProvider } from './LinkProvider';
export type { LinkComponent, LinkComponentProps } from './LinkProvider';
