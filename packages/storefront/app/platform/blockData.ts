import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { BlockDataSource } from '@ridgeline/renderer';
import { DEFAULT_LOCALE_ID, localeOfPath } from './urls';

/** The resource route that runs a block's loader for the browser's block queries (`routes/block-data.ts`). */
export const BLOCK_DATA_PATH = '/__ridgeline/block-data';

const VISUALIZATION_PATH = /^\/(visualization|contampviz)\/([^/]+)\/[^/]+\/?$/;

/**
 * Where this page's block queries fetch from. Pages: the route alone, with `locale` under a non-default locale (a
 * preview's VSE travels in its cookie, like the page's own requests). Visualization routes carry the VSE in their query only, so their endpoint carries `hub` and
 * `vse` (+ `vse-timestamp`); `/visualization` with a VSE posts the model, which live edits change before it is saved.
 */
export function blockDataSourceFor(pathname: string, search: string, preparedAt?: number): BlockDataSource {
  const at = preparedAt !== undefined ? { updatedAt: preparedAt } : {};
  const match = VISUALIZATION_PATH.exec(pathname);
  if (!match) {
    // A page under another locale asks for its blocks' data in that locale (the request context reads `locale`).
    const path = localeOfPath(pathname, search);
    const locale =
      path.kind === 'locale' && path.locale.id !== DEFAULT_LOCALE_ID
        ? `?${new URLSearchParams({ locale: path.locale.id })}`
        : '';
    return { endpoint: `${BLOCK_DATA_PATH}${locale}`, ...at };
  }
  const query = new URLSearchParams(search);
  const params = new URLSearchParams({ hub: decodeURIComponent(match[2]!) });
  const vse = query.get('vse');
  if (vse) params.set('vse', vse);
  const timestamp = query.get('vse-timestamp');
  if (vse && timestamp) params.set('vse-timestamp', timestamp);
  return {
    endpoint: `${BLOCK_DATA_PATH}?${params}`,
    ...(match[1] === 'visualization' && vse ? { sendContent: true } : {}),
    ...at,
  };
}

/** `blockDataSourceFor` the current location, memoised (a new object would re-render every block). */
export function useBlockDataSource(preparedAt?: number): BlockDataSource {
  const { pathname, search } = useLocation();
  const source = blockDataSourceFor(pathname, search, preparedAt);
  const { endpoint, sendContent, updatedAt } = source;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on source's fields: the object is new every render
  return useMemo(() => source, [endpoint, sendContent, updatedAt]);
}
