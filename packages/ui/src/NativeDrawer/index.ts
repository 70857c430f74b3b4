export {
  NativeDrawer,
  closeNativeDrawer,
  nativeDrawerOpener,
  openNativeDrawer,
  type NativeDrawerPlacement,
  type NativeDrawerProps,
} from './NativeDrawer';
