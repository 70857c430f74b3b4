/* eslint-disable */
// Generated from schemas/diagnostic-throw.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

/**
 * For tests only: its component throws while rendering (on the server and in the browser, or in the browser only), to prove a failing block never takes the page down. The storefront registers it only when RIDGELINE_DIAGNOSTICS=1.
 */
export interface DiagnosticThrowFields {
  /**
   * The message of the thrown error.
   */
  message?: string;
  /**
   * Where the component throws: everywhere (the default), or only in the browser (it renders on the server, then fails as it hydrates).
   */
  throwsIn?: 'everywhere' | 'browser';
}
