export { QuickSearchForm, type QuickSearchFormProps } from './QuickSearchForm';
