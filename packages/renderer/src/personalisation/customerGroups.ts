/**
 * Which customer groups personalised containers resolve for. Three sources can name groups:
 *
 * 1. the merchandiser toolkit: the `customerGroupIds` of this browser's applied shopper context (docs/behaviour/toolkit.md,
 *    `MERCHANDISER_TOOLKIT=1`), read on the server for every page request;
 * 2. the preview toolbar's Personalisation section: the `customer-groups` cookie, only while a preview (VSE) is active;
 * 3. the configured default (`CUSTOMER_GROUPS`, else Unregistered + Everyone).
 *
 * Precedence: toolkit, then toolbar, then default; the first that names at least one group wins, whole (groups are
 * never merged: a simulated shopper is one set of groups). Why the toolkit first: it simulates the shopper context
 * itself, it is applied explicitly and server-side with visible state (its panel, the `tk_*` address parameters) and
 * an explicit Exit that removes it, while the toolbar's cookie is a standing preference that may have been set long
 * before. So Apply in the toolkit always shows its groups, in preview too; the toolbar says when the toolkit overrides
 * it, and its groups apply again after the toolkit's Exit (or once the context has no groups). Pure.
 */
export type CustomerGroupsSource = 'toolkit' | 'preview-toolbar' | 'default';

export interface CustomerGroupsChoice {
  groups: readonly string[];
  source: CustomerGroupsSource;
}

export function effectiveCustomerGroups(sources: {
  /** the toolkit context's `customerGroupIds` (undefined: no toolkit, no context, or none set) */
  toolkit?: readonly string[] | undefined;
  /** the preview toolbar's groups (undefined: not previewing, or no cookie) */
  previewToolbar?: readonly string[] | undefined;
  defaults: readonly string[];
}): CustomerGroupsChoice {
  if (sources.toolkit && sources.toolkit.length > 0) return { groups: sources.toolkit, source: 'toolkit' };
  if (sources.previewToolbar && sources.previewToolbar.length > 0)
    return { groups: sources.previewToolbar, source: 'preview-toolbar' };
  return { groups: sources.defaults, source: 'default' };
}
