// `@ridgeline/blocks/browser`: what a browser needs to hydrate blocks on an islands page: every block's
// component, loaded on demand, keyed by schema. No loader, adapter or commerce mapping, and nothing of the
// renderer but its islands runtime entry. Generated from the block folders (`npm run blocks:generate`).
export { browserRegistry } from './shared/generated/blocks/browserRegistry';
