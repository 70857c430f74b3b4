/**
 * Who the shopper is, decided once per request from the sealed session cookie and the request's headers, and carried
 * by the request context to every loader and action (docs/decisions/0004-shopper-session.md).
 *
 * What it holds is what the server may act on: the session (SLAS tokens, usid, customer id, basket, remember-me), the
 * signed-in state, the locale and its currency, the customer groups, the segment key (what may vary a shared page),
 * do-not-track and tracking consent, and the visitor ids the activity and decision calls need. Nothing here is sent
 * to the browser as is: the tokens never leave the server, and public HTML depends on the segment key only.
 */
import { readShopperSession, type ShopperSession } from '../commerce/shopperSession.server';
import type { ShopLocale } from '../urls';
import { requestDoNotTrack } from './doNotTrack.server';
import { segmentKey } from '@ridgeline/renderer/server';

export interface Shopper {
  /** the unsealed session; undefined for a visitor with no (or a tampered) session cookie */
  readonly session: ShopperSession | undefined;
  /** signed in as a registered customer (a guest session, or none, is not) */
  readonly signedIn: boolean;
  readonly customerId: string | undefined;
  /** "Keep me logged in." was ticked (the session cookie outlives the browser session) */
  readonly remember: boolean;
  readonly locale: ShopLocale;
  readonly currency: string;
  /**
   * The customer groups the shopper's pages are personalised for (`shopperGroups.server.ts`): commerce's folder-root
   * answer for the shopper's session (cached in the groups cookie), the system groups of their login state after a
   * fault, `CUSTOMER_GROUPS` for a visitor with no session, or the segment's groups in a render-cache clean render.
   * The toolkit and the preview toolbar override them for rendering (`effectiveCustomerGroups`).
   */
  readonly customerGroups: readonly string[];
  /** what may vary a shared page for this shopper (`segment.ts`): equal keys may share a rendered page */
  readonly segmentKey: string;
  /** `Sec-GPC: 1` or `DNT: 1`: no activity, recommendation or decision call is made for them */
  readonly doNotTrack: boolean;
  /**
   * Tracking consent. The shop has no consent banner: consent is presumed unless do-not-track says otherwise (the
   * choice is written down in docs/decisions/0004-shopper-session.md).
   */
  readonly consent: { readonly tracking: boolean };
  /** ids the activity (Einstein `cookieId`, `userId`) and decision calls identify the visitor with */
  readonly visitorIds: { readonly usid?: string; readonly customerId?: string };
}

export interface ShopperInput {
  request: Request;
  locale: ShopLocale;
  /** the shopper's groups (the request context decides them: `shopperGroups.server.ts`) */
  customerGroups: readonly string[];
}

/** The request's shopper (pure but for unsealing the cookie, which `readShopperSession` does once per request). */
export function readShopper({ request, locale, customerGroups }: ShopperInput): Shopper {
  const session = readShopperSession(request);
  const signedIn = Boolean(session?.registered && session.customerId);
  const doNotTrack = requestDoNotTrack(request.headers);
  return {
    session,
    signedIn,
    customerId: signedIn ? session!.customerId : undefined,
    remember: session?.registered?.remember !== false,
    locale,
    currency: locale.currency,
    customerGroups,
    segmentKey: segmentKey({ locale: locale.id, currency: locale.currency, customerGroups }),
    doNotTrack,
    consent: { tracking: !doNotTrack },
    visitorIds: {
      ...(session ? { usid: session.usid } : {}),
      ...(signedIn ? { customerId: session!.customerId! } : {}),
    },
  };
}
