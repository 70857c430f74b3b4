export {
  NativeDrawer,
  closeNativeDrawer,
  nativeDrawerOpener,
  openNativeDrawer,
  opensNatively,
  type NativeDrawerPlacement,
  type NativeDrawerProps,
} from './NativeDrawer';
