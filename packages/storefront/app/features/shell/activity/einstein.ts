/**
 * The page's activity client (@ridgeline/commerce's `createPageActivity`: every call a same-origin POST to the
 * storefront's activity endpoint, `activity.server.ts`, skipped while do-not-track is on;
 * docs/behaviour/shell.md#recommendation-and-activity-calls, docs/decisions/0005-einstein-identity.md).
 *
 * Configuration: the overlays island's props (`{ endpoint }`, present unless `EINSTEIN_ACTIVITIES=off`), found in the
 * page, or `pageActivity.configure` (documents that hydrate as a whole). Nothing is sent without it.
 */
import { createPageActivity } from '@ridgeline/commerce';
import { visitorInfo } from '@ridgeline/renderer';
import { SHELL_OVERLAYS_ISLAND } from '../overlays/config';
import { log } from '../../../platform/log';

export const pageActivity = createPageActivity({
  configIsland: SHELL_OVERLAYS_ISLAND,
  serverDoNotTrack: async (locale) => (await visitorInfo(locale)).doNotTrack,
  warn: (call, detail) => log.warn({ event: 'einstein-call-failed', call }, detail),
});
