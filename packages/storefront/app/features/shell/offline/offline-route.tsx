import { data } from 'react-router';
import { Island } from '@ridgeline/renderer';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { cacheHeaders } from '../../../platform/headers';
import { SHELL_OFFLINE_ISLAND } from '../overlays/config';
import { OFFLINE_TITLE } from './messages';
import { OfflinePageScreen } from './OfflineScreen';

/** A public page (an islands document), precached by the service worker, which answers offline navigations with it. */
export const handle = ISLANDS_HANDLE;

/** The same for everyone: cached like a page; never indexed. */
export function loader() {
  return data(null, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=900', 'X-Robots-Tag': 'noindex' } });
}

export const headers = cacheHeaders;

export function meta() {
  return [{ title: `${OFFLINE_TITLE} | Ridgeline` }, { name: 'robots', content: 'noindex' }];
}

/**
 * `/offline`: 'You are currently offline', its explanation and Retry Connection (which reloads the address).
 * @caching public
 */
export default function OfflineRoute() {
  return (
    <Island kind={SHELL_OFFLINE_ISLAND} trigger="load" props={{}}>
      <OfflinePageScreen />
    </Island>
  );
}
