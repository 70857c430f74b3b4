import type { RouterContextProvider } from 'react-router';
import { registeredShopper } from '../actions.server';
import { requireCustomer, withTokenRefresh } from '../pages/account.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { log, messageOf } from '../../../platform/log.server';
import { appContextOf } from '../../../platform/request/appContext.server';
import { getEnv } from '../../../platform/env.server';
import { DEFAULT_LOCALE, shopLocale } from '../../../platform/urls';
import type { LoyaltyTrackerProps } from '@ridgeline/ui';

const HEADERS = {
  'Cache-Control': 'private, no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
} as const;

/**
 * The customer record's e-mail, when asked: `?fields=email`; the data layer's shopper data: `?fields=dataLayer`; or the
 * loyalty tracker of the account drawer: `?fields=loyalty`.
 */
export const SHOPPER_EMAIL_FIELD = 'email';
export const SHOPPER_DATA_LAYER_FIELD = 'dataLayer';
export const SHOPPER_LOYALTY_FIELD = 'loyalty';

/**
 * `GET /__ridgeline/shopper` (resource route): `{ signedIn, firstName? }` of this browser's session, for the islands
 * that greet the customer by name (the account drawer). The name lives here, read from the HttpOnly session on each
 * request, rather than in a cookie scripts can read: `private, no-store`, and only this site's pages may read it (no
 * CORS; `Cross-Origin-Resource-Policy: same-origin` keeps other sites from even loading it).
 *
 * `?fields=email` adds the customer record's `email` (one `getCustomer` call with the session's token, refreshed once
 * if the API refuses it), for the footer's newsletter sign-up. A session the commerce API no longer honours answers
 * `{ signedIn: false }` and clears its cookies, as the account pages do; a failed read answers without the e-mail.
 *
 * `?fields=loyalty&locale=` adds a signed-in shopper's `loyalty`: the bag's tracker, formatted in that locale (the
 * shop's `loyaltyTracker` client), for the header's account drawer; nothing more for a guest, an expired session,
 * loyalty rewards switched off, loyalty not active, or a failed status call (logged).
 * @caching private
 */
export async function loader(args: { request: Request; context?: Readonly<RouterContextProvider> }) {
  const { request } = args;
  const shopper = registeredShopper(request);
  const firstName = shopper?.firstName?.trim().slice(0, 64);
  const body: {
    signedIn: boolean;
    firstName?: string;
    email?: string;
    dataLayer?: object;
    loyalty?: LoyaltyTrackerProps;
  } = {
    signedIn: Boolean(shopper),
    ...(firstName ? { firstName } : {}),
  };
  const headers = new Headers(HEADERS);
  const url = new URL(request.url);
  const fields = url.searchParams.get('fields');
  // the clients and words of the page's locale (`?locale=`)
  const locale = shopLocale(url.searchParams.get('locale') ?? undefined) ?? DEFAULT_LOCALE;
  if (fields === SHOPPER_LOYALTY_FIELD && shopper && args.context) {
    // the shop's reader over the bag's clients of that locale (the app context's): the five-minute cache is the bag's
    const { session } = requestContextOf({ request, context: args.context }).shopper;
    const loyalty = await appContextOf(args.context).commerce.forLocale(locale).loyaltyTracker.read(session);
    if (loyalty) body.loyalty = loyalty;
    return Response.json(body, { headers });
  }
  if (fields === SHOPPER_DATA_LAYER_FIELD && args.context && getEnv().DATA_LAYER_SHOPPER_DATA) {
    // A guest's bag session counts too; an expired token is not sent (the next page with a refresh is); do-not-track
    // asks for no analytics. The clients are those of the page's locale.
    const { session, doNotTrack } = requestContextOf({ request, context: args.context }).shopper;
    const { dataLayer } = appContextOf(args.context).commerce.forLocale(locale);
    if (session && session.expiresAt > Date.now() && !doNotTrack)
      body.dataLayer = await dataLayer.read(session, request.headers.get('user-agent') ?? '');
    return Response.json(body, { headers });
  }
  const wantsEmail = fields === SHOPPER_EMAIL_FIELD;
  if (shopper && wantsEmail && args.context) {
    const requestContext = requestContextOf({ request, context: args.context });
    const { profile, auth } = requestContext.commerce.profile;
    const customer = await requireCustomer(request, auth, requestContext.locale.id);
    if (customer instanceof Response) {
      for (const cookie of customer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
      return Response.json({ signedIn: false }, { headers });
    }
    try {
      const record = await withTokenRefresh(
        profile,
        customer,
        auth,
        request,
        Date.now(),
        requestContext.locale.id,
      ).getCustomer(customer.accessToken, customer.customerId);
      const email = (record.email ?? record.login ?? '').trim();
      if (email) body.email = email;
    } catch (error) {
      if (error instanceof Response) {
        for (const cookie of error.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
        return Response.json({ signedIn: false }, { headers });
      }
      log.warn({ event: 'shopper-email-failed' }, messageOf(error));
    }
    for (const cookie of customer.cookies) headers.append('Set-Cookie', cookie);
  }
  return Response.json(body, { headers });
}
