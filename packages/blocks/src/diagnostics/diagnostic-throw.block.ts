import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { DiagnosticThrow, type DiagnosticThrowContent } from './DiagnosticThrow';

export const diagnosticThrowBlock = defineBlock<DiagnosticThrowContent>({
  schema: SCHEMAS.diagnosticThrow,
  component: DiagnosticThrow,
});
