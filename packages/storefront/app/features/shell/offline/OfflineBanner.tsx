import { theme } from '@ridgeline/ui';
import { OFFLINE_BANNER_TEXT } from './messages';

/**
 * Shown while the browser is offline (`offline` event; cleared on `online`). A polite status, pinned to the bottom of the
 * viewport so it never shifts the page.
 */
export function OfflineBanner() {
  return (
    <div
      role="status"
      data-offline-banner=""
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: theme.zIndices.toast,
        padding: `${theme.space[3]} ${theme.space[4]}`,
        background: theme.colors.status.info.base,
        color: theme.colors.status.info.contrast,
        fontFamily: theme.fonts.body,
        fontSize: theme.fontSizes.sm,
        textAlign: 'center',
      }}
    >
      {OFFLINE_BANNER_TEXT}
    </div>
  );
}
