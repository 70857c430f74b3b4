/**
 * framer-motion's `domAnimation` features, fetched on demand (their own chunk). A module of its own, free of
 * framer-motion.
 */
export const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);
