export { PhotoOrder } from './PhotoOrder';
export type { PhotoOrderProps } from './PhotoOrder';
