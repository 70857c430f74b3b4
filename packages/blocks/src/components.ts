// `@ridgeline/blocks/components`: each block's React component and the constants that belong to it,
// for apps, stories and tests that render a block directly. The registry (`@ridgeline/blocks`) never
// imports this module: it loads each component lazily, so a page ships only the blocks it uses.
// Every block's component module (the one its definition's `lazyBlock` imports), generated:
export * from './shared/generated/blocks/components';
// Modules beside them that apps render on their own:
export { PageBlocks } from './shared/page/PageBlocks';
export { NewsletterSignup, type NewsletterSignupProps } from './footer/NewsletterSignup';
export {
  ROTATION_INTERVAL_MS,
  ROTATION_FADE_MS,
  ACCOUNT_DRAWER_DELAY_MS,
  useRotation,
  type Rotation,
} from './marketing-banner/useRotation';
export { BlockPosition, useBlockPosition, usePageHeadingLevel } from './shared/position';
