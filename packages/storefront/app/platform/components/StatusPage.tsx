import type { ReactNode } from 'react';
import { Container, Stack } from '@ridgeline/ui';

/**
 * Centred column for the not-found and error pages: layout only, from the theme's tokens. The root's error boundary
 * renders it in place of the app's `<main id="main">`, so it is the skip link's target.
 */
export function StatusPage({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <Container
      as="main"
      width="sm"
      paddingBlock={16}
      gap={4}
      align="start"
      id="main"
      tabIndex={-1}
      aria-labelledby={labelledBy}
    >
      {children}
    </Container>
  );
}

export function ActionRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={3} wrap>
      {children}
    </Stack>
  );
}
