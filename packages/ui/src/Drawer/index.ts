export { Drawer, type DrawerProps, type DrawerPlacement, type DrawerSize } from './Drawer';
