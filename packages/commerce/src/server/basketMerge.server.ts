import type { Basket, BasketAddress } from './basket.server';
import { log } from './log.server';

/** The Shopper Baskets calls a merge needs (commerce-sdk-isomorphic in production; a recording fake in tests). */
export interface BasketMergeApi {
  getBasket(accessToken: string, basketId: string): Promise<Basket>;
  /** `POST /baskets/actions/merge?createDestinationBasket=true` with the registered customer's token. */
  mergeBasket(accessToken: string): Promise<Basket>;
  updateShippingAddress(
    accessToken: string,
    basketId: string,
    shipmentId: string,
    address: BasketAddress,
  ): Promise<Basket>;
  updateBillingAddress(accessToken: string, basketId: string, address: BasketAddress): Promise<Basket>;
}

const hasItems = (basket: Basket | undefined) => (basket?.productItems ?? []).some((item) => (item.quantity ?? 0) > 0);

/** What is kept of an address (the basket's read-only fields such as `id` are not sent back). */
const addressOf = (address: BasketAddress | undefined): BasketAddress | undefined => {
  if (!address) return undefined;
  const { id: _id, ...rest } = address as BasketAddress & { id?: string };
  return Object.keys(rest).length ? (rest as BasketAddress) : undefined;
};

export type MergeLog = (entry: Record<string, unknown>) => void;

const defaultLog: MergeLog = (entry) => log.warn({ event: 'basket-merge-failed', ...entry });

/**
 * Moves a guest's bag into the customer's at sign-in, in this order: merge (creating the customer's basket if they
 * have none), copy the guest basket's first shipment's shipping address, copy its billing address, read the basket
 * as it now is. A guest basket with no items is not merged (undefined). A failure is logged and rethrown.
 */
export async function mergeGuestBasket(
  api: BasketMergeApi,
  guestBasket: Basket | undefined,
  customerAccessToken: string,
  log: MergeLog = defaultLog,
): Promise<Basket | undefined> {
  if (!hasItems(guestBasket)) return undefined;
  try {
    const merged = await api.mergeBasket(customerAccessToken);
    const firstShipment = guestBasket!.shipments?.[0];
    const shipping = addressOf(firstShipment?.shippingAddress);
    if (shipping) {
      const shipmentId = merged.shipments?.[0]?.shipmentId ?? firstShipment?.shipmentId ?? 'me';
      await api.updateShippingAddress(customerAccessToken, merged.basketId, shipmentId, shipping);
    }
    const billing = addressOf(guestBasket!.billingAddress);
    if (billing) await api.updateBillingAddress(customerAccessToken, merged.basketId, billing);
    return await api.getBasket(customerAccessToken, merged.basketId);
  } catch (error) {
    log({
      message: error instanceof Error ? error.message.slice(0, 200) : String(error),
      status: (error as { status?: number }).status ?? 0,
    });
    throw error;
  }
}
