import { data } from 'react-router';
import { notFound } from '../../platform/content.server';
import { SITE_NAME } from '../../platform/seo';
import type { ShopLocale } from '../../platform/urls';
import type { RequestContext } from '../../platform/request/context.server';
import {
  parseLocatorQuery,
  STORE_LOCATOR_CONFIG,
  type StoreLocatorConfig,
  type StoreSearchResult,
} from '@ridgeline/commerce';
import { logStoreSearchFailure, type StoreSearchService } from '@ridgeline/commerce/server';
import { commerceConfigFor } from '../../platform/commerce/commerce.server';
import type { StoreLocatorProps } from './StoreLocator';
import { intlFor } from '../../platform/i18n/catalogs.server';
import { storeLocatorDescription, storeLocatorMessagesOf } from './messages';

export interface StoreLocatorDeps {
  search: StoreSearchService;
  siteId: string;
  config: StoreLocatorConfig;
}

/** The locator's dependencies in a shop locale: that locale's store search (the app's clients) and the site's config. */
export const storeLocatorDeps = (search: StoreSearchService, locale: ShopLocale): StoreLocatorDeps => ({
  search,
  // The commerce site id: the chosen store is kept per site.
  siteId: commerceConfigFor(locale).siteId,
  config: STORE_LOCATOR_CONFIG,
});

/** The request's store search (its context's clients); a context without clients is a wiring mistake, named. */
function requestStores(context: Partial<Pick<RequestContext, 'commerce'>>): StoreSearchService {
  if (!context.commerce) throw new TypeError('loadStoreLocator needs the request context’s commerce clients or deps.');
  return context.commerce.stores;
}

/**
 * `/store-locator`: reads the form's query (`country`, `postalCode`, `count`; none → the default place), searches once
 * (up to the cap, nearest first) and answers the island's props. Public: the page names no shopper, so it is cached
 * per address like the search pages; an invalid form is 400, a failed search is a page with a message, cached a minute.
 */
export async function loadStoreLocator(
  request: Request,
  context: Pick<RequestContext, 'locale' | 'cacheHeaders'> & Partial<Pick<RequestContext, 'commerce'>>,
  deps: StoreLocatorDeps = storeLocatorDeps(requestStores(context), context.locale),
) {
  if (!deps.config.enabled) throw notFound();
  const intl = intlFor(context.locale.id);
  const messages = storeLocatorMessagesOf(intl);
  const query = parseLocatorQuery(new URL(request.url).searchParams, deps.config, messages);
  let result: StoreSearchResult | undefined;
  let failed = false;
  if (query.search) {
    try {
      result = await deps.search.search(query.search);
    } catch (error) {
      logStoreSearchFailure(error);
      failed = true;
    }
  }
  const props: StoreLocatorProps = {
    config: deps.config,
    localeId: context.locale.id,
    siteId: deps.siteId,
    form: query.form,
    errors: query.errors,
    submitted: query.submitted,
    ...(query.search ? { origin: { kind: 'postal' as const, ...query.search } } : {}),
    ...(result ? { result } : {}),
    ...(failed ? { failed } : {}),
    count: query.count,
    messages,
  };
  const invalid = Object.keys(query.errors).length > 0;
  const headers = await context.cacheHeaders(failed ? 1 : 0);
  return data(
    { props, title: `${messages.title} | ${SITE_NAME}`, description: storeLocatorDescription(intl) },
    { status: invalid ? 400 : 200, headers },
  );
}
