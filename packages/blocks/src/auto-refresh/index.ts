export { AutoRefresh, AutoRefreshNavigationProvider, type AutoRefreshNavigate, type AutoRefreshProps } from './AutoRefresh';
export { autoRefreshBlock } from './auto-refresh.block';
export {
  AUTO_REFRESH_ERRORS,
  DEFAULT_REFRESH_TIMEZONE,
  formatCountdown,
  parseRefreshDateTime,
  refreshUrl,
  resolveTimeZone,
  validateRefreshDate,
  type AutoRefreshError,
  type RefreshDateResult,
} from './refreshDate';
export type { AutoRefreshContent } from './types';
