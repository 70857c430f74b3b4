export { StickyBuyBar, type StickyBuyBarProps } from './StickyBuyBar';
export { nextSticky, stickyStates, STICKY_ENTER_PX, STICKY_EXIT_PX, type StickyThresholds } from './stickyHysteresis';
