import { OfflineNotice } from '@ridgeline/ui';
import { OFFLINE_MESSAGE, OFFLINE_RETRY_LABEL, OFFLINE_TITLE } from './messages';

const OFFLINE_TEXT = { title: OFFLINE_TITLE, message: OFFLINE_MESSAGE, retry: OFFLINE_RETRY_LABEL };

/**
 * 'You are currently offline', the explanation and Retry Connection (ui's `OfflineNotice`): `overlay` over the page
 * when a part of it could not load its code, `page` as the offline page's content. It ships inside the overlays island.
 */
export function OfflineScreen({ onRetry, variant }: { onRetry: () => void; variant?: 'overlay' | 'page' }) {
  return <OfflineNotice text={OFFLINE_TEXT} onRetry={onRetry} {...(variant ? { variant } : {})} />;
}

/** The offline page's screen: Retry Connection loads the address again (the page the visitor asked for). */
export function OfflinePageScreen() {
  return <OfflineScreen variant="page" onRetry={() => window.location.reload()} />;
}
