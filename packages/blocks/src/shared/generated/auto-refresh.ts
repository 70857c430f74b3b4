/* eslint-disable */
// Generated from schemas/auto-refresh.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

/**
 * Preview only: reloads the previewed page at a given date and time, so editors can watch scheduled content go live. Shoppers never see it.
 */
export interface AutoRefreshFields {
  /**
   * When the preview reloads (with vse-timestamp set to this instant). Must be in the future.
   */
  refreshDateTime?: string;
  refreshSettings?: {
    /**
     * IANA time zone name (for example Europe/Berlin). Used to show the refresh time, and to read a date and time that has no UTC offset.
     */
    timezone?: string;
  };
}
