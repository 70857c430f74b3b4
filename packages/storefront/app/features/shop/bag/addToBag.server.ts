import {
  addToBasket,
  type AddToBagRequest,
  type AddToBasketDeps,
  type AddToBasketResult,
} from '@ridgeline/commerce/server';
import {
  usableSession,
  newShopperSession,
  type ShopperAuth,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { log as serverLog } from '../../../platform/log.server';

export type AddToBagResult = AddToBasketResult<ShopperSession>;

export interface AddToBagDeps extends Omit<AddToBasketDeps<ShopperSession>, 'login' | 'log'> {
  auth: ShopperAuth;
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
}

/**
 * Adds one line to the shopper's basket (`addToBasket`, @ridgeline/commerce) with their sealed session: made when
 * there is none, refreshed when about to expire, a new guest's when the token is refused.
 */
export function addToBag(
  current: ShopperSession | undefined,
  request: AddToBagRequest,
  deps: AddToBagDeps,
): Promise<AddToBagResult> {
  const now = deps.now ?? Date.now;
  return addToBasket(current, request, {
    baskets: deps.baskets,
    currency: deps.currency,
    log: deps.log ?? ((entry) => serverLog.warn({ event: 'add-to-bag', ...entry })),
    login: {
      usable: (session) => usableSession(session, deps.auth, now()),
      fresh: () => newShopperSession(deps.auth, now()),
    },
  });
}
