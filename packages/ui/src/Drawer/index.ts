export { Drawer, type DrawerProps, type DrawerPlacement } from './Drawer';
