export {
  MegaMenuNav,
  type MegaMenuEntry,
  type MegaMenuNavColumn,
  type MegaMenuNavEntry,
  type MegaMenuNavProps,
} from './MegaMenuNav';
