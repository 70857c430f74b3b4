import { deadlineFetch } from '../upstream.server';
import { readLimited } from '@ridgeline/renderer/server';
import { siteKeyFor, type SearchServiceConfig } from './config.server';
import { log } from '../log.server';

/** What a failed search answer raises in strict mode (docs/behaviour/search-service.md#failures). */
export const SEARCH_FAILED_MESSAGE = 'Failed to fetch search results from unbxd';
/** What a failed autosuggest answer raises in strict mode. */
export const SUGGEST_FAILED_MESSAGE = 'Failed to fetch auto suggestions from unbxd';
/** The largest answer read: a 100-row page with 100 variants each stays well below it. */
export const SEARCH_SERVICE_MAX_BODY_BYTES = 4 * 1024 * 1024;

export type SearchServiceEndpoint = 'search' | 'category' | 'autosuggest';

export class SearchServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SearchServiceError';
  }
}

export interface SearchServiceClient {
  /**
   * One call, its JSON read as a whole. A non-OK answer throws `SearchServiceError` in strict mode; otherwise it is
   * logged and reads as undefined (the caller answers "nothing found"). A timeout, an unreadable or oversized body
   * always throws.
   */
  get(
    endpoint: SearchServiceEndpoint,
    params: URLSearchParams,
    localeId: string,
    signal?: AbortSignal,
  ): Promise<unknown>;
}

export interface SearchServiceClientOptions {
  fetch?: typeof fetch;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

export function createSearchServiceClient(
  config: SearchServiceConfig,
  options: SearchServiceClientOptions = {},
): SearchServiceClient {
  const doFetch = deadlineFetch(options.fetch ?? fetch, config.timeoutMs);
  const warn = options.warn ?? ((message, details) => log.warn({ event: 'search-service', ...details }, message));
  return {
    async get(endpoint, params, localeId, signal) {
      const url = `${config.hostUrl}/${encodeURIComponent(config.apiKey)}/${encodeURIComponent(siteKeyFor(config, localeId))}/${endpoint}?${params}`;
      const response = await doFetch(url, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
      const failure = endpoint === 'autosuggest' ? SUGGEST_FAILED_MESSAGE : SEARCH_FAILED_MESSAGE;
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        if (config.strict) throw new SearchServiceError(failure, response.status);
        warn(failure, { endpoint, status: response.status });
        return undefined;
      }
      let text: Buffer;
      try {
        text = await readLimited(response.body, SEARCH_SERVICE_MAX_BODY_BYTES, response.headers.get('content-length'));
      } catch (error) {
        await response.body?.cancel().catch(() => undefined);
        throw new SearchServiceError(`${failure}: ${(error as Error).message}`);
      }
      try {
        return JSON.parse(text.toString('utf8')) as unknown;
      } catch {
        throw new SearchServiceError(`${failure}: the answer is not JSON`);
      }
    },
  };
}
