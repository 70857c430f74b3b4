/**
 * Amplience preview, the server part: which staging environment a request previews (`resolvePreview`), the content
 * client for it (virtual staging, time machine), the preview toolbar's data and the preview configuration. The
 * request context (`request/context.server.ts`) is its one caller per request. See `./index.ts` for the rest.
 */
export * from './index';
export { DEFAULT_AUTHORING_URL, getPreviewConfig, readPreviewConfig, type PreviewConfig } from './config.server';
export {
  DEFAULT_PREVIEW_GROUPS,
  logIgnored,
  PREVIEW_HEADERS,
  previewContentClient,
  previewInfo,
  previewNotFound,
  resolvePreview,
  timeMachineDomain,
  type PreviewInfo,
  type PreviewResolution,
  type PreviewState,
} from './preview.server';
