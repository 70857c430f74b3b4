import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { loadMotionFeatures } from './loadMotionFeatures';

/**
 * Wraps every subtree that animates with framer-motion's small `m` elements: `LazyMotion` with the DOM
 * animation features (~16 KB gzip) loaded asynchronously after its first render (`strict`, so a stray full `motion` element throws) and
 * `MotionConfig reducedMotion="user"`. Each animated part brings its own scope (the dialog panels, the
 * story slider) instead of the app root holding one: `LazyMotion` itself pulls ~10 KB gzip of
 * motion-dom, which then loads with the part that animates instead of with every page. Scopes nest
 * freely; the features module is fetched once.
 */
export function MotionScope({ children }: { children?: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
