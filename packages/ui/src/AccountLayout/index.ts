export {
  AccountLayout,
  AccountNav,
  FormMessage,
  type AccountLayoutProps,
  type AccountNavItem,
  type AccountNavProps,
} from './AccountLayout';
