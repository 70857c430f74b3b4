export {
  AutoRefresh,
  AutoRefreshNavigationProvider,
  type AutoRefreshNavigate,
  type AutoRefreshProps,
} from './AutoRefresh';
export { autoRefreshBlock } from './auto-refresh.block';
export * from './refreshDate';
export type { AutoRefreshContent } from './types';
