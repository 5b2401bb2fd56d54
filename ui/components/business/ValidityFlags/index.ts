export { ValidityFlags } from './ValidityFlags';
export type { ValidityFlagsProps } from './ValidityFlags';
