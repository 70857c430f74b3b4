export {
  SearchCombobox,
  type SearchComboboxProps,
  type SearchComboboxGroup,
  type SearchComboboxOption,
  type SearchComboboxMessage,
} from './SearchCombobox';
