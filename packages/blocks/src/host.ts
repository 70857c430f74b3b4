// `@ridgeline/blocks/host`: the blocks' contract with their host app (events, shopper facts), on its own so an app's
// always-loaded code (the storefront's islands runtime) can import it without the registry or any block.
export * from './shared/host';
export * from './shared/hostWidgets';
