import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { DiagnosticThrowContent } from './types';

export const diagnosticThrowBlock = defineBlock<DiagnosticThrowContent>({
  schema: SCHEMAS.diagnosticThrow,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./DiagnosticThrow').then((m) => m.DiagnosticThrow)),
});
