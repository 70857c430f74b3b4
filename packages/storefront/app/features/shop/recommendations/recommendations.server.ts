import { CONFLICTING_ANCHORS_MESSAGE, MAX_PRODUCT_SLIDES } from '@ridgeline/blocks';
import { toTileModels, type CommerceService } from '@ridgeline/commerce';
import type { ProductTileModel } from '@ridgeline/ui';
import { sanitizeRichText } from '@ridgeline/renderer/prepare';
import { DEFAULT_LOCALE, shopLocale, urls, type ShopLocale } from '../../../platform/urls';
import { ANCHOR_ID, MAX_RECOMMENDED, RECOMMENDER_NAME } from '@ridgeline/commerce';
import { log as serverLog } from '../../../platform/log.server';

/** Public: the answer depends on the address only (no shopper in it), like the product pages it serves. */
export const RECOMMENDATIONS_CACHE_CONTROL = 'public, max-age=300, s-maxage=900, stale-while-revalidate=900';
const NO_STORE = { 'Cache-Control': 'no-store' };

export type RecommendationQuery =
  | { kind: 'ids'; locale: ShopLocale; ids: string[] }
  | { kind: 'recommender'; locale: ShopLocale; recommender: string; productIds: string[]; categoryIds: string[] };

export type ParsedQuery = { ok: true; query: RecommendationQuery } | { ok: false; status: 400; message: string };

const list = (value: string | null): string[] | undefined => {
  if (value === null) return [];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.every((item) => ANCHOR_ID.test(item)) ? [...new Set(items)] : undefined;
};

/**
 * `?locale=&ids=a,b` (the ids a recommender gave the browser) or `?locale=&recommender=&products=` / `&categories=`
 * (the server asks, with no shopper: the non-personal fallback). Both products and categories: refused.
 */
export function parseRecommendationQuery(url: URL): ParsedQuery {
  const locale = shopLocale(url.searchParams.get('locale') ?? undefined) ?? DEFAULT_LOCALE;
  const ids = list(url.searchParams.get('ids'));
  if (url.searchParams.has('ids')) {
    if (!ids || ids.length === 0)
      return { ok: false, status: 400, message: 'ids must be a comma-separated list of product ids.' };
    return { ok: true, query: { kind: 'ids', locale, ids: ids.slice(0, MAX_RECOMMENDED) } };
  }
  const recommender = url.searchParams.get('recommender') ?? '';
  if (!RECOMMENDER_NAME.test(recommender))
    return { ok: false, status: 400, message: 'recommender (a recommender name) or ids is required.' };
  const productIds = list(url.searchParams.get('products'));
  const categoryIds = list(url.searchParams.get('categories'));
  if (!productIds || !categoryIds)
    return { ok: false, status: 400, message: 'products and categories must be comma-separated ids.' };
  if (productIds.length > 0 && categoryIds.length > 0)
    return { ok: false, status: 400, message: CONFLICTING_ANCHORS_MESSAGE };
  return { ok: true, query: { kind: 'recommender', locale, recommender, productIds, categoryIds } };
}

export interface RecommendationsDeps {
  commerce: (locale: ShopLocale) => Pick<CommerceService, 'recommendations' | 'productsByIds'>;
  log?: (entry: Record<string, unknown>) => void;
}

/**
 * `/__ridgeline/recommendations`: recommended products as tile view models (at most 10, in the order given, in the
 * locale's language and currency) as `{ products }`. A failure of the recommender or of the products call is logged
 * and answers 502 (the island then shows nothing); conflicting anchors are logged with the recommendation rule's
 * message and answer 400.
 */
export async function recommendationsResponse(request: Request, deps: RecommendationsDeps): Promise<Response> {
  const log = deps.log ?? ((entry) => serverLog.error({ event: 'recommendations', ...entry }));
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { error: 'Method not allowed' },
      { status: 405, headers: { Allow: 'GET, HEAD', ...NO_STORE } },
    );
  }
  const parsed = parseRecommendationQuery(new URL(request.url));
  if (!parsed.ok) {
    if (parsed.message === CONFLICTING_ANCHORS_MESSAGE) log({ message: CONFLICTING_ANCHORS_MESSAGE });
    return Response.json({ error: parsed.message }, { status: parsed.status, headers: NO_STORE });
  }
  const { query } = parsed;
  const commerce = deps.commerce(query.locale);
  try {
    const products =
      query.kind === 'ids'
        ? await commerce.productsByIds(query.ids)
        : await commerce.recommendations({
            recommender: query.recommender,
            ...(query.productIds.length ? { productIds: query.productIds } : {}),
            ...(query.categoryIds.length ? { categoryIds: query.categoryIds } : {}),
          });
    const tiles: ProductTileModel[] = toTileModels(
      products,
      { sanitize: sanitizeRichText, productHref: (id) => urls.product(id, { localeId: query.locale.id }) },
      Math.min(MAX_PRODUCT_SLIDES, MAX_RECOMMENDED),
    );
    return Response.json({ products: tiles }, { headers: { 'Cache-Control': RECOMMENDATIONS_CACHE_CONTROL } });
  } catch (error) {
    log({
      message: 'Recommendations failed',
      kind: query.kind,
      error: error instanceof Error ? error.message : String(error),
    });
    return Response.json({ error: 'Recommendations are not available.' }, { status: 502, headers: NO_STORE });
  }
}
