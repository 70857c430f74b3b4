import { Global, ThemeProvider } from '@emotion/react';
import { LazyMotion, MotionConfig } from 'framer-motion';
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
 * framer-motion's `domAnimation` features, fetched on demand: `LazyMotion` calls this after its first
 * render, so the feature bundle (~16 KB gzip) loads after first paint instead of with the page.
 * Every `m` element on a Ridgeline page sits in a dialog that is closed at first paint, so nothing
 * waits for it.
 */
const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Everything a Ridgeline page needs once at its root: the Emotion theme, global styles,
 * framer-motion's DOM animation features (loaded asynchronously through `LazyMotion`, so components
 * use the small `m` elements; `strict` makes a stray full `motion` element throw), reduced-motion
 * respect, and the toast queue.
 */
export function RidgelineProvider({ children, withGlobalStyles = true }: RidgelineProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles ? <Global styles={globalStyles(theme)} /> : null}
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <ToastProvider>{children}</ToastProvider>
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  );
}
