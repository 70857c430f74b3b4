export {
  MobileMenuPanel,
  MOBILE_MENU_BACK_DELAY_MS,
  type MobileMenuEntry,
  type MobileMenuPanelProps,
  type MobileMenuText,
} from './MobileMenuPanel';
