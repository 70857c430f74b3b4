import type { Route } from './+types/store-search';
import { appContextOf } from '../../../platform/request/appContext.server';
import { storeSearchResponse } from '@ridgeline/commerce/server';
import { DEFAULT_LOCALE, shopLocale } from '../../../platform/urls';
import { storeLocatorDeps } from '../storeLocator.server';

/**
 * `/__ridgeline/stores` (resource route): the store locator island's search as JSON (`storeSearchResponse`, @ridgeline/commerce).
 * @caching public (a refused or failed search `no-store`)
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { commerce } = appContextOf(context);
  return storeSearchResponse(request, (localeParam) => {
    const locale = shopLocale(localeParam) ?? DEFAULT_LOCALE;
    return storeLocatorDeps(commerce.forLocale(locale).stores, locale);
  });
}
