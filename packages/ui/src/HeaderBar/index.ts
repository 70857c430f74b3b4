export {
  HeaderBar,
  HeaderIconLink,
  HeaderIconButton,
  NoScriptOnly,
  ScriptOnly,
  HeaderLogoLink,
  SkipLink,
  HEADER_STICKY_ATTRIBUTE,
  type HeaderBarProps,
  type HeaderTone,
} from './HeaderBar';
export { StickyHeaderWatcher } from './StickyHeaderWatcher';
