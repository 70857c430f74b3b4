/**
 * Adding to the shopper's basket (server-side, framework-neutral): the session comes from the caller's `login` (the
 * storefront's sealed SLAS session), the basket calls from the basket API.
 */
import { asBasketError, bagErrorCodeOf } from './cartView.server';
import { basketCount, type Basket, type BasketApi, type BasketApiError } from './basket.server';
import type { BagErrorCode } from '../cart/cartView';

/** What a basket session needs here: the shopper's access token and, once made, their basket's id. */
export interface BasketSession {
  accessToken: string;
  basketId?: string;
}

export interface AddToBagRequest {
  /** The variant (or standalone product) id. */
  productId: string;
  quantity: number;
}

export type AddToBasketResult<S extends BasketSession> =
  | { ok: true; session: S; count: number; basket: Basket }
  /** `session` is set when the shopper's session changed (a login or refresh happened) and must be stored anyway. */
  | { ok: false; code: BagErrorCode; status: number; session?: S; error?: BasketApiError };

export interface AddToBasketDeps<S extends BasketSession> {
  /** `usable`: the current session, refreshed or a new guest's when needed; `fresh`: a new guest login. */
  login: { usable(current: S | undefined): Promise<S>; fresh(): Promise<S> };
  baskets: Pick<BasketApi, 'createBasket' | 'addItem'> & Partial<Pick<BasketApi, 'updateCurrency'>>;
  /**
   * The shop locale's currency: a new basket is created in it (the basket API's own configuration), and a basket the
   * shopper started in another locale's currency is moved to it after the add (with `updateCurrency`, when given).
   */
  currency?: string | undefined;
  log: (entry: Record<string, unknown>) => void;
}

/**
 * Adds one line to the shopper's basket: a usable session (the shopper's own guest login: made when there is none,
 * refreshed when about to expire), their basket (created when they have none, or when the one they had is gone),
 * then the item. A refused access token logs in afresh once. A refusal of the item (stock, maximum quantity) changes
 * nothing and comes back as a code; the bag count is the basket's after the add.
 */
export async function addToBasket<S extends BasketSession>(
  current: S | undefined,
  request: AddToBagRequest,
  deps: AddToBasketDeps<S>,
): Promise<AddToBasketResult<S>> {
  const log = deps.log;
  let session: S;
  try {
    session = await deps.login.usable(current);
  } catch (error) {
    log({ message: 'shopper login failed', error: String((error as Error)?.message ?? error) });
    return { ok: false, code: 'failed', status: 503 };
  }
  const changed = () => (session !== current ? { session } : {});

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      if (!session.basketId) {
        const created = await deps.baskets.createBasket(session.accessToken);
        session = { ...session, basketId: created.basketId };
      }
      let basket = await deps.baskets.addItem(session.accessToken, session.basketId!, request);
      if (deps.currency && deps.baskets.updateCurrency && basket.currency && basket.currency !== deps.currency) {
        basket = await deps.baskets.updateCurrency(
          session.accessToken,
          basket.basketId || session.basketId!,
          deps.currency,
        );
      }
      return {
        ok: true,
        session: { ...session, basketId: basket.basketId || session.basketId! },
        count: basketCount(basket),
        basket,
      };
    } catch (error) {
      const problem = asBasketError(error);
      if (attempt === 0 && problem.status === 401) {
        // The token was refused (revoked, or the API restarted): a new guest, with a new basket.
        try {
          session = await deps.login.fresh();
        } catch {
          return { ok: false, code: 'failed', status: 503, ...changed() };
        }
        continue;
      }
      if (
        attempt === 0 &&
        problem.status === 404 &&
        /basket/i.test(`${problem.type} ${problem.title} ${problem.detail}`)
      ) {
        // The basket is gone (ordered, expired, deleted): a new one for the same shopper.
        const { basketId: _gone, ...rest } = session;
        // The same session without its basket (`basketId` is optional in every session type).
        session = rest as S;
        continue;
      }
      const code = bagErrorCodeOf(problem);
      if (code === 'failed')
        log({ message: 'basket call failed', status: problem.status, type: problem.type, title: problem.title });
      // A refusal of the item is a conflict with the bag's state; anything else is the upstream failing (502).
      const status = code === 'failed' ? 502 : 409;
      return { ok: false, code, status, error: problem, ...changed() };
    }
  }
  return { ok: false, code: 'failed', status: 502, ...changed() };
}
