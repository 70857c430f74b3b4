export { MotionScope } from './MotionScope';
