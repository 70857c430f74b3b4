/**
 * Who the shopper is, decided once per request from their session and the request's facts (docs/decisions/
 * 0004-shopper-session.md): what the server may act on. Nothing here is sent to the browser as is: the tokens never
 * leave the server, and public HTML depends on the segment key only.
 */
import { segmentKey } from '@ridgeline/renderer/server';
import type { ShopperSession } from './shopperSession.server';

/** A shop locale as the shopper sees it: its id and the currency it prices in. */
export interface ShopperLocale {
  readonly id: string;
  readonly currency: string;
}

export interface Shopper<L extends ShopperLocale = ShopperLocale> {
  /** the unsealed session; undefined for a visitor with no (or a tampered) session cookie */
  readonly session: ShopperSession | undefined;
  /** signed in as a registered customer (a guest session, or none, is not) */
  readonly signedIn: boolean;
  readonly customerId: string | undefined;
  /** "Keep me logged in." was ticked (the session cookie outlives the browser session) */
  readonly remember: boolean;
  readonly locale: L;
  readonly currency: string;
  /**
   * The customer groups the shopper's pages are personalised for (`resolveShopperGroups`): commerce's folder-root
   * answer for the shopper's session, the system groups of their login state after a fault, the configured groups for
   * a visitor with no session, or the segment's groups in a render-cache clean render. The merchandiser toolkit and
   * the preview toolbar override them for rendering.
   */
  readonly customerGroups: readonly string[];
  /** what may vary a shared page for this shopper (`segmentKey`): equal keys may share a rendered page */
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

export interface ShopperFacts<L extends ShopperLocale> {
  session: ShopperSession | undefined;
  locale: L;
  /** the shopper's groups (decided by the caller: `resolveShopperGroups`) */
  customerGroups: readonly string[];
  /** `Sec-GPC: 1` or `DNT: 1` on the request */
  doNotTrack: boolean;
}

/** The shopper of a session and a request's facts. Pure. */
export function shopperOf<L extends ShopperLocale>({
  session,
  locale,
  customerGroups,
  doNotTrack,
}: ShopperFacts<L>): Shopper<L> {
  const signedIn = Boolean(session?.registered && session.customerId);
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
