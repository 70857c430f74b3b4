export { Pagination, type PaginationProps } from './Pagination';
export { paginationItems, type PaginationItem } from './paginationItems';
