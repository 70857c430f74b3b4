export { UnavailableItems } from '@ridgeline/ui';
