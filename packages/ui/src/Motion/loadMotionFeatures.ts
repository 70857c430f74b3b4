/**
 * framer-motion's `domAnimation` features, fetched on demand (their own chunk). A module of its own, free of
 * framer-motion, so that a light part (a dialog's eager shell) can fetch them ahead without bundling `LazyMotion`.
 */
export const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/** Fetches the animation features ahead of a scope's first render (a dialog about to open); never rejects. */
export function preloadMotionFeatures(): Promise<void> {
  return loadMotionFeatures().then(
    () => undefined,
    () => undefined, // LazyMotion fetches them again when a scope renders
  );
}
