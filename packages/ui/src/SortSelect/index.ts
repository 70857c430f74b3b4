export { SortSelect, type SortSelectOption, type SortSelectProps } from './SortSelect';
