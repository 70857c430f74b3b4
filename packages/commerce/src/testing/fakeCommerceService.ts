import type { CommerceProduct, CommerceService, RecommendationsRequest } from '../types';

export interface FakeCommerceCall {
  method: keyof CommerceService;
  args: unknown[];
}

/**
 * An in-memory `CommerceService` over a list of products, for stories and tests: a category holds
 * the products whose id or `primaryCategoryId` matches (`all` holds every product); a recommender
 * returns the products in order, without the anchors. `calls` records every call.
 */
export function createFakeCommerceService(
  products: readonly CommerceProduct[],
  options: { delayMs?: number; fail?: boolean } = {},
): CommerceService & { calls: FakeCommerceCall[] } {
  const calls: FakeCommerceCall[] = [];
  const idOf = (p: CommerceProduct) => p.id ?? p.productId;
  const settle = async <T>(value: T): Promise<T> => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.fail) throw new Error('Commerce service unavailable');
    return structuredClone(value);
  };
  return {
    calls,
    productsByCategory(categoryId: string, limit: number) {
      calls.push({ method: 'productsByCategory', args: [categoryId, limit] });
      const inCategory = products.filter(
        (p) => categoryId === 'all' || (p as { primaryCategoryId?: string }).primaryCategoryId === categoryId,
      );
      return settle(inCategory.slice(0, limit));
    },
    recommendations(request: RecommendationsRequest) {
      calls.push({ method: 'recommendations', args: [request] });
      const anchors = new Set(request.productIds ?? []);
      return settle(products.filter((p) => !anchors.has(idOf(p) ?? '')));
    },
    productsByIds(ids: readonly string[]) {
      calls.push({ method: 'productsByIds', args: [ids] });
      return settle(
        ids.map((id) => products.find((p) => idOf(p) === id)).filter((p): p is CommerceProduct => Boolean(p)),
      );
    },
  };
}
