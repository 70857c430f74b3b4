import {
  commerceQuickSearchUpstream,
  createQuickSearch,
  createSearchServiceClient,
  searchServiceQuickSearchUpstream,
  type GuestTokenSource,
  type QuickSearch,
} from '@ridgeline/commerce/server';
import type { CommerceService } from '@ridgeline/commerce';
import { createContentPagesReader } from '@ridgeline/renderer/server';
import { readSearchProviderConfig } from '../../../platform/commerce/searchService/config.server';
import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { getConfig } from '../../../platform/config.server';
import { contentTimeoutMs } from '../../../platform/content.server';
import { CONTENT_PAGE_SCHEMA } from '../../../platform/page.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS } from '../../../platform/upstream.server';
import { urls } from '../../../platform/urls';

/**
 * The quick search of the app's commerce configuration (@ridgeline/commerce's `createQuickSearch`; it holds the
 * caches; reads with the app's guest session, `tokens`): Shopper Search, or the search service when one is configured
 * (`commerce` enriches its hits), and the hub's content pages. Made once per app by `request/commerceClients.server.ts`.
 */
export function createConfiguredQuickSearch(
  config: CommerceConfig,
  commerce: CommerceService,
  tokens: GuestTokenSource,
): QuickSearch {
  const app = getConfig();
  // A whole read (token + call) gets two commerce call deadlines; each HTTP call has its own on top (clientConfig).
  const timeoutMs = 2 * cappedByBudget(COMMERCE_TIMEOUT_MS, app.renderBudgetMs);
  const contentPages = createContentPagesReader({
    hubName: app.hubName,
    ...(app.baseUrl ? { baseUrl: app.baseUrl } : {}),
    locale: app.locale,
    schema: CONTENT_PAGE_SCHEMA,
    deadlineMs: contentTimeoutMs(),
  });
  const commerceUpstream = commerceQuickSearchUpstream(config, { tokens, contentPages });
  const { service } = readSearchProviderConfig();
  const upstream = service
    ? searchServiceQuickSearchUpstream({
        client: createSearchServiceClient(service),
        commerce,
        content: commerceUpstream,
        localeId: config.locale,
        currency: config.currency,
      })
    : commerceUpstream;
  return createQuickSearch({ upstream, links: urls, timeoutMs });
}
