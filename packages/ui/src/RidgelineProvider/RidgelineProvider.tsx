import { Global, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '../Toast/ToastProvider';
import { globalStyles } from '../theme/globalStyles';
import { theme } from '../theme/theme';

export interface RidgelineProviderProps {
  children?: ReactNode;
  /** Skip the global reset, e.g. when embedding inside a page that has its own. */
  withGlobalStyles?: boolean;
}

/**
 * Everything a Ridgeline page needs once at its root: the Emotion theme, global styles and the toast
 * queue. Animation is not here: each part that animates wraps itself in `MotionScope`, so a page that
 * animates nothing ships no framer-motion.
 */
export function RidgelineProvider({ children, withGlobalStyles = true }: RidgelineProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles ? <Global styles={globalStyles(theme)} /> : null}
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
