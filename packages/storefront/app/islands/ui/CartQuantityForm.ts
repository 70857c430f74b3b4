export { CartQuantityForm } from '@ridgeline/ui';
