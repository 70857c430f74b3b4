import { useEffect } from 'react';
import { beginCheckout } from './einstein';

/** The island kind that reports the start of a checkout (registered in app/islands/parts.ts; the checkout route renders it). */
export const BEGIN_CHECKOUT_ISLAND = 'checkout-activity';

export interface BeginCheckoutProps {
  products: { id: string; price?: number; quantity: number }[];
  amount: number;
}

/** Sends the `beginCheckout` activity once in the browser (the activity client respects do-not-track); renders nothing. */
export function BeginCheckout({ products, amount }: BeginCheckoutProps) {
  useEffect(() => {
    void Promise.resolve(beginCheckout(products, amount)).catch(() => {});
  }, [products, amount]);
  return null;
}
