import type { ReactNode } from 'react';
import { theme } from '@ridgeline/ui';

/** Centred column for the not-found and error pages: layout only, from the theme's tokens. */
export function StatusPage({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <main
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
