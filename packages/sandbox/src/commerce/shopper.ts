import type { Context } from 'hono';
import { sessionOf, type AuthService } from './auth.js';
import type { CommerceConfig } from './config.js';
import { ScapiError, type RequestContext } from './errors.js';
import { checkRequest } from './shopper-api.js';

/** Who is calling: the shopper the SLAS access token was issued to. */
export interface Shopper extends RequestContext {
  customerId: string;
  usid: string;
  authType: 'guest' | 'registered';
  siteId: string;
}

/** The shopper API checks (token, organization, site, currency, locale) plus the shopper the token names. */
export function checkShopper(c: Context, config: CommerceConfig, auth: AuthService): Shopper {
  const ctx = checkRequest(c, config, auth);
  const claims = auth.verify(c.req.header('authorization'));
  if ('error' in claims) throw new ScapiError(401, 'unauthorized', 'Unauthorized', String(claims.error));
  const { usid, customerId } = sessionOf(claims);
  if (!customerId) throw new ScapiError(401, 'unauthorized', 'Unauthorized', 'The access token names no customer.');
  return {
    ...ctx,
    customerId,
    usid,
    authType: /upn:Guest/.test(claims.isb) ? 'guest' : 'registered',
    siteId: c.req.query('siteId') ?? config.siteId,
  };
}

/** `/customers/{customerId}/…` is only the token's own customer. */
export function checkOwnCustomer(c: Context, shopper: Shopper): void {
  const customerId = c.req.param('customerId');
  if (customerId !== shopper.customerId) {
    throw new ScapiError(
      403,
      'forbidden',
      'Forbidden',
      `The access token was issued to customer "${shopper.customerId}", not "${customerId}".`,
    );
  }
}
