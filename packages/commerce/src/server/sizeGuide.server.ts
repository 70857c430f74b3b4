import { readLimited } from '@ridgeline/renderer/server';
import { sizeGuideFromWire, type SizeGuide } from '../sizeGuide/model';
import { deadlineFetch, withDeadline } from './upstream.server';

/**
 * The size-guide service's client: `GET {baseUrl}/v1/guides/{brand}/{category}` answers the guide of a brand's
 * category as JSON (`sizeGuide/model.ts` has its wire format). Each call has a deadline (body included) and a
 * body-size limit; a failed, slow, oversized or unreadable answer throws `SizeGuideServiceError`, and a 404 is no
 * guide. The product page then shows no size guide.
 */

/** The largest answer read: a guide of 40 sizes by 12 measurements stays well below it. */
export const SIZE_GUIDE_MAX_BODY_BYTES = 64 * 1024;

export interface SizeGuideConfig {
  /** The flag (`ENABLE_SIZE_GUIDES`, on by default): off, nothing is asked. */
  enableSizeGuides: boolean;
  /** The service's base URL (the sandbox's stand-in: `{sandbox}/size-guides`). */
  baseUrl: string;
  /** Deadline of one call, body included. */
  timeoutMs: number;
}

export class SizeGuideServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SizeGuideServiceError';
  }
}

/** `Basecamp Supply Co.` → `basecamp-supply-co`: a brand as a path segment (letters and digits only). */
export function brandSlug(brand: string): string {
  return brand
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

const CATEGORY_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export interface SizeGuideClient {
  /** The guide of a brand's category; undefined when the service has none (404) or the flag is off. Throws otherwise. */
  guide(brand: string, categoryId: string, signal?: AbortSignal): Promise<SizeGuide | undefined>;
}

export function createSizeGuideClient(
  config: SizeGuideConfig,
  options: { fetch?: typeof fetch } = {},
): SizeGuideClient {
  const doFetch = deadlineFetch(options.fetch ?? fetch, config.timeoutMs);
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    async guide(brand, categoryId, signal) {
      const slug = brandSlug(brand);
      // Nothing the product says may change the path beyond its two segments.
      if (!config.enableSizeGuides || !slug || !CATEGORY_ID.test(categoryId)) return undefined;
      const response = await doFetch(`${base}/v1/guides/${slug}/${categoryId}`, {
        headers: { accept: 'application/json' },
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 404) return undefined;
        throw new SizeGuideServiceError(`Size-guide service answered ${response.status}`, response.status);
      }
      let body: Buffer;
      try {
        body = await readLimited(response.body, SIZE_GUIDE_MAX_BODY_BYTES, response.headers.get('content-length'));
      } catch (error) {
        await response.body?.cancel().catch(() => undefined);
        throw new SizeGuideServiceError(`Size-guide service answer unreadable: ${(error as Error).message}`);
      }
      let answer: unknown;
      try {
        answer = JSON.parse(body.toString('utf8'));
      } catch {
        throw new SizeGuideServiceError('Size-guide service answer is not JSON');
      }
      const guide = sizeGuideFromWire(answer);
      if (!guide) throw new SizeGuideServiceError('Size-guide service answer is not a size guide');
      return guide;
    },
  };
}

/**
 * The product's size guide (its brand's, for its primary category) under `timeoutMs`. No client, no brand or
 * category, no guide, or a failing or slow service: undefined, and `onFailure` hears why once (the caller logs it).
 */
export async function loadSizeGuide(
  client: SizeGuideClient | undefined,
  product: { brand?: unknown; primaryCategoryId?: unknown },
  timeoutMs: number,
  onFailure: (reason: unknown) => void,
): Promise<SizeGuide | undefined> {
  if (!client) return undefined;
  const brand = typeof product.brand === 'string' ? product.brand : '';
  const categoryId = typeof product.primaryCategoryId === 'string' ? product.primaryCategoryId : '';
  try {
    const guide = await withDeadline(timeoutMs, 'Size guide timeout', (signal) =>
      client.guide(brand, categoryId, signal),
    );
    if (!guide) onFailure(`No size guide for ${brandSlug(brand) || '(no brand)'}/${categoryId || '(no category)'}`);
    return guide;
  } catch (error) {
    onFailure(error);
    return undefined;
  }
}
