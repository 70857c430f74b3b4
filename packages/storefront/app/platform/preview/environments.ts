/**
 * The preview environments' rules live in `lib/` (`lib/previewEnvironments.ts`): the configuration schema
 * (`lib/env.server.ts`) parses `PREVIEW_ENVIRONMENTS` with them, and `lib/` imports nothing above it.
 */
export * from '../previewEnvironments';
