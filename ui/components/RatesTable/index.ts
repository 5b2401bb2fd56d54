export { RatesTable } from './RatesTable';
export type { RatesTableProps } from './RatesTable';
