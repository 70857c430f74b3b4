/**
 * Who the shopper is, decided once per request from the sealed session cookie and the request's headers, and carried
 * by the request context to every loader and action (docs/decisions/0004-shopper-session.md). What it holds is
 * `@ridgeline/commerce/server`'s `Shopper` (the session, signed-in state, locale and currency, customer groups, the
 * segment key, do-not-track and consent, the visitor ids), in this shop's locales.
 */
import { shopperOf, type Shopper as CommerceShopper } from '@ridgeline/commerce/server';
import { readShopperSession } from '../commerce/shopperSession.server';
import type { ShopLocale } from '../urls';
import { requestDoNotTrack } from './doNotTrack.server';

export type Shopper = CommerceShopper<ShopLocale>;

export interface ShopperInput {
  request: Request;
  locale: ShopLocale;
  /** the shopper's groups (the request context decides them: `shopperGroups.server.ts`) */
  customerGroups: readonly string[];
}

/** The request's shopper (pure but for unsealing the cookie, which `readShopperSession` does once per request). */
export function readShopper({ request, locale, customerGroups }: ShopperInput): Shopper {
  return shopperOf({
    session: readShopperSession(request),
    locale,
    customerGroups,
    doNotTrack: requestDoNotTrack(request.headers),
  });
}
