export {
  ProfilingDrawer,
  type ProfilingDrawerProps,
  type ProfilingDrawerText,
  type ProfilingPreferenceType,
  type ProfilingStepAnswer,
} from './ProfilingDrawer';
