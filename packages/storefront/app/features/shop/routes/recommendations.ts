import { CONFLICTING_ANCHORS_MESSAGE, MAX_PRODUCT_SLIDES } from '@ridgeline/blocks';
import { recommendationsResponse } from '@ridgeline/commerce/server';
import { sanitizeRichText } from '@ridgeline/renderer/prepare';
import type { Route } from './+types/recommendations';
import { appContextOf } from '../../../platform/request/appContext.server';
import { log } from '../../../platform/log.server';
import { DEFAULT_LOCALE, shopLocale, urls } from '../../../platform/urls';

/**
 * `/__ridgeline/recommendations` (resource route): recommended products as tile view models (JSON) for the product
 * page's recommendations island (`recommendationsResponse` of `@ridgeline/commerce/server`). Its locale is its
 * `?locale=` (the island's page), not a path prefix: the app context's registry is asked for that locale's clients.
 * @caching public (tagged with the products it shows)
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { commerce } = appContextOf(context);
  return recommendationsResponse(request, {
    locale: (id) => shopLocale(id) ?? DEFAULT_LOCALE,
    commerce: (locale) => commerce.forLocale(locale).commerce,
    productHref: (id, locale, slug) => urls.product(id, { localeId: locale.id, slug }),
    sanitize: sanitizeRichText,
    log: (entry) => log.error({ event: 'recommendations', ...entry }),
    conflictingAnchorsMessage: CONFLICTING_ANCHORS_MESSAGE,
    maxSlides: MAX_PRODUCT_SLIDES,
  });
}
