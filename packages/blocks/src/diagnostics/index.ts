export { DiagnosticThrow, DIAGNOSTIC_DEFAULT_MESSAGE, type DiagnosticThrowContent } from './DiagnosticThrow';
export { diagnosticBlocks, diagnosticThrowBlock } from './diagnosticBlocks';
