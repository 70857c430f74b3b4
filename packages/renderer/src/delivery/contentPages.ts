import { ContentClient } from 'dc-delivery-sdk-js';
import { deadlineAdaptor } from './deadlineAdaptor';

/** Content Delivery's largest filter page. */
export const CONTENT_FILTER_PAGE_SIZE = 12;
/** At most this many filter pages are read for content suggestions (60 content pages). */
export const CONTENT_FILTER_MAX_PAGES = 5;

/** A content page that can be suggested (the quick search): its delivery key slug and its name. */
export interface ContentPageEntry {
  id: string;
  slug: string;
  name: string;
  /** Extra words it is found by (its SEO keywords). */
  keywords: string;
}

/** A content page's display name: its SEO title up to the first " | " (the site name follows it), else its item name. */
export function contentPageName(item: { _meta?: { name?: string }; seo?: { title?: unknown } }): string {
  const title = typeof item.seo?.title === 'string' ? item.seo.title.split(' | ')[0]!.trim() : '';
  return title || item._meta?.name || '';
}

export interface ContentPagesReaderOptions {
  hubName: string;
  baseUrl?: string;
  locale: string;
  /** The content page schema (delivery keys `page/{slug}`). */
  schema: string;
  /** Deadline of each Content Delivery call. */
  deadlineMs: number;
}

/**
 * Reads the hub's content pages through Content Delivery's filter API (by `schema`, up to `CONTENT_FILTER_MAX_PAGES`
 * pages of `CONTENT_FILTER_PAGE_SIZE`), as entries with a name; stops paging once `signal` is aborted.
 */
export function createContentPagesReader({
  hubName,
  baseUrl,
  locale,
  schema,
  deadlineMs,
}: ContentPagesReaderOptions): (signal: AbortSignal) => Promise<ContentPageEntry[]> {
  const delivery = new ContentClient({
    hubName,
    ...(baseUrl ? { baseUrl: baseUrl.replace(/\/+$/, '') } : {}),
    locale,
    adaptor: deadlineAdaptor(deadlineMs),
  });
  return async (signal) => {
    const responses: { content?: unknown }[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < CONTENT_FILTER_MAX_PAGES && !signal.aborted; page += 1) {
      const answer = (await delivery
        .filterByContentType(schema)
        .page(CONTENT_FILTER_PAGE_SIZE, cursor)
        .request({ format: 'inlined', depth: 'root', locale })) as {
        responses?: { content?: unknown }[];
        page?: { nextCursor?: string };
      };
      responses.push(...(answer.responses ?? []));
      cursor = answer.page?.nextCursor;
      if (!cursor) break;
    }
    return responses.flatMap((response): ContentPageEntry[] => {
      const item = response?.content as
        | {
            _meta?: { deliveryId?: string; deliveryKey?: string; name?: string };
            seo?: { title?: unknown; keywords?: unknown };
          }
        | undefined;
      const key = item?._meta?.deliveryKey;
      if (!item?._meta?.deliveryId || typeof key !== 'string' || !key.startsWith('page/')) return [];
      const name = contentPageName(item);
      return name
        ? [
            {
              id: item._meta.deliveryId,
              slug: key.slice('page/'.length),
              name,
              keywords: typeof item.seo?.keywords === 'string' ? item.seo.keywords : '',
            },
          ]
        : [];
    });
  };
}
