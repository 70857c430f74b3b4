import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { AutoRefresh } from './AutoRefresh';
import type { AutoRefreshContent } from './types';

/** Preview only: the component renders nothing outside `mode: 'preview'`. */
export const autoRefreshBlock = defineBlock<AutoRefreshContent>({
  schema: SCHEMAS.autoRefresh,
  component: AutoRefresh,
});
