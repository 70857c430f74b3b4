import { PRODUCT_ID } from '../product/slug';

/** What the product page says about the last add made without JavaScript (the page after the form's redirect). */
export type BagNotice<Code extends string = string> =
  | {
      kind: 'added';
      productId: string;
      quantity: number;
      /** the bag's count, from its cookie (the page is then `no-store`) */
      bagCount?: number;
    }
  | { kind: 'error'; code: Code };

/**
 * The notice an address asks for: an error code the caller knows (`?{error}=…`), else what was added
 * (`?{added}=<product id>&{quantity}=<1..999>`) with the bag's count when its cookie holds a whole number. Anything
 * else (an unknown code, a malformed id or quantity) is no notice: the address cannot make the page say what it wants.
 */
export function bagNoticeOf<Code extends string>(
  query: URLSearchParams,
  bagCountCookie: string | undefined,
  params: { added: string; quantity: string; error: string },
  isCode: (value: unknown) => value is Code,
): BagNotice<Code> | undefined {
  const error = query.get(params.error);
  if (isCode(error)) return { kind: 'error', code: error };
  const added = query.get(params.added);
  const quantity = Number(query.get(params.quantity) ?? '');
  if (!added || !PRODUCT_ID.test(added) || !Number.isInteger(quantity) || quantity < 1 || quantity > 999)
    return undefined;
  const count = Number(bagCountCookie ?? '');
  return {
    kind: 'added',
    productId: added,
    quantity,
    ...(Number.isInteger(count) && count >= 0 ? { bagCount: count } : {}),
  };
}
