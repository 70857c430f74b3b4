import type { ReactNode } from 'react';
import { theme } from '@ridgeline/ui';

/**
 * Centred column for the not-found and error pages: layout only, from the theme's tokens. The root's error boundary
 * renders it in place of the app's `<main id="main">`, so it is the skip link's target.
 */
export function StatusPage({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <main
      id="main"
      aria-labelledby={labelledBy}
      css={{
        maxWidth: 640,
        margin: '0 auto',
        padding: `${theme.space[16]} ${theme.space[4]}`,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space[4],
        alignItems: 'flex-start',
      }}
    >
      {children}
    </main>
  );
}

export function ActionRow({ children }: { children: ReactNode }) {
  return <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }}>{children}</div>;
}
