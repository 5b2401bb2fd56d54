export { WorkingTimeTable } from './WorkingTimeTable';
export type { WorkingTimeTableProps } from './WorkingTimeTable';
