export { DiagnosticThrow, DIAGNOSTIC_DEFAULT_MESSAGE } from './DiagnosticThrow';
export { diagnosticThrowBlock } from './diagnostic-throw.block';
export type { DiagnosticThrowContent } from './types';
