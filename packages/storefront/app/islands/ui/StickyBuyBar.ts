export { StickyBuyBar } from '@ridgeline/ui';
