import type { ProductTileModel } from '@ridgeline/ui';
import { ANCHOR_ID, MAX_RECOMMENDED, RECOMMENDER_NAME } from '../recommendations/recommendations';
import { toTileModels, type HtmlSanitizer } from '../toTileModel';
import type { CommerceService } from '../types';

/** Public: the answer depends on the address only (no shopper in it), like the product pages it serves. */
export const RECOMMENDATIONS_CACHE_CONTROL = 'public, max-age=300, s-maxage=900, stale-while-revalidate=900';
const NO_STORE = { 'Cache-Control': 'no-store' };

export type RecommendationQuery<L> =
  | { kind: 'ids'; locale: L; ids: string[] }
  | { kind: 'recommender'; locale: L; recommender: string; productIds: string[]; categoryIds: string[] };

export type ParsedQuery<L> = { ok: true; query: RecommendationQuery<L> } | { ok: false; status: 400; message: string };

/** What the endpoint needs of the storefront: its locales, product addresses, sanitizer, log and rule's message. */
export interface RecommendationsDeps<L> {
  /** The shop locale of `?locale=` (the default one when absent or unknown). */
  locale: (id: string | undefined) => L;
  commerce: (locale: L) => Pick<CommerceService, 'recommendations' | 'productsByIds' | 'tileDisplay'>;
  /** A product's page in the locale: its slug's address when the catalogue gives it one. */
  productHref: (productId: string, locale: L, slug?: string) => string;
  sanitize: HtmlSanitizer;
  /** Logged errors: a failed upstream call, conflicting anchors. */
  log: (entry: Record<string, unknown>) => void;
  /** The recommendation rule's message for both product and category anchors (blocks' CONFLICTING_ANCHORS_MESSAGE). */
  conflictingAnchorsMessage: string;
  /** The most tiles answered (the product carousels' limit; at most MAX_RECOMMENDED). */
  maxSlides: number;
}

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
export function parseRecommendationQuery<L>(
  url: URL,
  deps: Pick<RecommendationsDeps<L>, 'locale' | 'conflictingAnchorsMessage'>,
): ParsedQuery<L> {
  const locale = deps.locale(url.searchParams.get('locale') ?? undefined);
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
    return { ok: false, status: 400, message: deps.conflictingAnchorsMessage };
  return { ok: true, query: { kind: 'recommender', locale, recommender, productIds, categoryIds } };
}

/**
 * `/__ridgeline/recommendations`: recommended products as tile view models (at most 10, in the order given, in the
 * locale's language and currency) as `{ products }`. A failure of the recommender or of the products call is logged
 * and answers 502 (the island then shows nothing); conflicting anchors are logged with the recommendation rule's
 * message and answer 400.
 */
export async function recommendationsResponse<L>(request: Request, deps: RecommendationsDeps<L>): Promise<Response> {
  const { log } = deps;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { error: 'Method not allowed' },
      { status: 405, headers: { Allow: 'GET, HEAD', ...NO_STORE } },
    );
  }
  const parsed = parseRecommendationQuery(new URL(request.url), deps);
  if (!parsed.ok) {
    if (parsed.message === deps.conflictingAnchorsMessage) log({ message: deps.conflictingAnchorsMessage });
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
      {
        ...commerce.tileDisplay,
        sanitize: deps.sanitize,
        productHref: (id, slug) => deps.productHref(id, query.locale, slug),
      },
      Math.min(deps.maxSlides, MAX_RECOMMENDED),
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
