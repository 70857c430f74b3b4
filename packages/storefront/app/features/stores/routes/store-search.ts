import type { Route } from './+types/store-search';
import { appContextOf } from '../../../platform/request/appContext.server';
import { storeLocatorDeps, storeSearchResponse } from '../storeLocator.server';

/**
 * `/__ridgeline/stores` (resource route): the store locator island's search as JSON (`stores/storeLocator.server.ts`).
 * @caching public (a refused or failed search `no-store`)
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { commerce } = appContextOf(context);
  return storeSearchResponse(request, (locale) => storeLocatorDeps(commerce.forLocale(locale).stores, locale));
}
