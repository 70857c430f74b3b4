/* eslint-disable */
// Generated from schemas/diagnostic-throw.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

/**
 * For tests only: its component throws while rendering, to prove a failing block never takes the page down. The storefront registers it only when RIDGELINE_DIAGNOSTICS=1.
 */
export interface DiagnosticThrowFields {
  /**
   * The message of the thrown error.
   */
  message?: string;
}
