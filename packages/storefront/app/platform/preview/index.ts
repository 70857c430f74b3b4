/**
 * Amplience preview, the browser-safe part: staging environments and VSE parsing, the preview cookies, the time
 * machine's date rules. Pure modules, safe on the server and in the browser. The rest of the module:
 *
 * - `./index.server`: resolving a request's preview, its content client (time machine included), the toolbar's data,
 *   the preview configuration;
 * - `./PreviewToolbar`: the toolbar (a lazy chunk of its own: public pages never load it);
 * - `./richTextPurifier`: the DOMPurify pass of live visualization, imported by `visualization/live.ts` only (so no
 *   other page's JavaScript contains DOMPurify).
 *
 * Code outside `app/features/preview/` imports from these entry points, never from the files behind them.
 */
export {
  findEnvironment,
  isDomainOf,
  normaliseVse,
  parsePreviewEnvironments,
  parseTimestamp,
  PreviewEnvironmentsError,
  stagingImageSources,
  type PreviewEnvironment,
} from './environments';
export {
  clearCookie,
  clearPreviewCookies,
  CUSTOMER_GROUPS_COOKIE,
  CUSTOMER_GROUPS_STORAGE_KEY,
  formatCustomerGroups,
  parseCustomerGroups,
  serializeCookie,
  VSE_COOKIE,
  VSE_TIMESTAMP_COOKIE,
  type CookieOptions,
} from './cookies';
export {
  formatPreviewTimestamp,
  formatWall,
  fromStoredTimestamp,
  minimumPreviewWall,
  parsePreviewDateTime,
  PREVIEW_DATE_ERRORS,
  PREVIEW_DATE_FORMAT,
  PREVIEW_OFFSET_MS,
  previewTimestampFromInput,
  toStoredTimestamp,
  type PreviewDateError,
} from './previewDate';
