export { Pagination } from './Pagination';
export type { PaginationProps, PaginationSlot, PaginationTexts } from './Pagination';
