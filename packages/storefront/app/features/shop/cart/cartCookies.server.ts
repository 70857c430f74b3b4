import { stringifySetCookie } from 'cookie';
import { type Basket, basketCount, RESERVATION_COOKIE } from '@ridgeline/commerce/server';
import {
  bagCountCookie,
  sessionChanged,
  sessionCookie,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';

/**
 * The reservation cookie for a basket: its `c_reservationExpirationTime`, or a removal when it has none (an empty
 * basket, an order placed). Readable by scripts (the timer island reads it); it holds a time, nothing personal.
 */
export function reservationCookie(
  basket: Pick<Basket, 'c_reservationExpirationTime'> | undefined,
  { secure }: { secure: boolean },
): string {
  const expiry = basket?.c_reservationExpirationTime;
  const valid = typeof expiry === 'number' && Number.isSafeInteger(expiry) && expiry > 0;
  return stringifySetCookie({
    name: RESERVATION_COOKIE,
    value: valid ? String(expiry) : '',
    path: '/',
    sameSite: 'lax',
    secure,
    ...(valid ? { expires: new Date(expiry) } : { maxAge: 0 }),
  });
}

/** The cookies after the shopper's basket was read or changed: the bag count and the reservation (and the session when it changed). */
export function basketCookies(
  headers: Headers,
  {
    basket,
    session,
    stored,
    secure,
  }: { basket: Basket | undefined; session?: ShopperSession | undefined; stored?: string | undefined; secure: boolean },
): Headers {
  if (session && sessionChanged(session, stored)) headers.append('Set-Cookie', sessionCookie(session, { secure }));
  headers.append('Set-Cookie', bagCountCookie(basket ? basketCount(basket) : 0, { secure }));
  headers.append('Set-Cookie', reservationCookie(basket, { secure }));
  return headers;
}
