// framer-motion's DOM animation features (animations, exit, hover/tap/focus gestures), in a module
// of their own so `RidgelineProvider` can fetch them after first paint (`LazyMotion` async features).
import { domAnimation } from 'framer-motion';

export default domAnimation;
