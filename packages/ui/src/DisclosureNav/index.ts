export {
  DisclosureNav,
  DisclosureNavItem,
  DisclosureNavLink,
  MegaMenuPanel,
  MegaMenuColumns,
  MegaMenuColumn,
  MegaMenuHeadingLink,
  MegaMenuLink,
  MegaMenuList,
  MEGA_MENU_DEFAULT_COLUMNS,
  type DisclosureNavProps,
  type DisclosureNavItemProps,
  type DisclosureNavLinkProps,
  type DisclosureNavDisplay,
  type DisclosureNavTone,
  type MegaMenuPanelProps,
  type MegaMenuColumnsProps,
  type MegaMenuColumnProps,
} from './DisclosureNav';
export { DisclosureNavTrigger, type DisclosureNavTriggerProps } from './DisclosureNavTrigger';
export {
  DISCLOSURE_ATTRIBUTES,
  DISCLOSURE_OPEN_EVENT,
  NAV_HOVER_OPEN_DELAY_MS,
  NAV_HOVER_CLOSE_DELAY_MS,
} from './attributes';
