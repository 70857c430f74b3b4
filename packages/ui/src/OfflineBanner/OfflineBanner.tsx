import type { ReactNode } from 'react';
import { theme } from '../theme/theme';

export interface OfflineBannerProps {
  /** Its words, in the page's locale ("You're currently browsing in offline mode."). */
  children: ReactNode;
}

/**
 * Shown while the browser is offline: a polite status, pinned to the bottom of the viewport so it never shifts the
 * page.
 */
export function OfflineBanner({ children }: OfflineBannerProps) {
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
      {children}
    </div>
  );
}
