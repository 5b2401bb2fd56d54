export { ServicesList } from './ServicesList';
export type { ServicesListProps } from './ServicesList';
