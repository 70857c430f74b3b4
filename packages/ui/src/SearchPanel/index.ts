export { SearchPanel, searchSubmitButtonStyles, type SearchPanelProps, type SearchPanelSurface } from './SearchPanel';
