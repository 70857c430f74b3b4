import type { BlockProps } from '@ridgeline/renderer';
import type { DiagnosticThrowContent } from './types';

export type { DiagnosticThrowContent };

export const DIAGNOSTIC_DEFAULT_MESSAGE = 'Diagnostic block: this error is thrown on purpose.';

/** Throws while rendering, on the server and in the browser: proves per-block error isolation. */
export function DiagnosticThrow({ content }: BlockProps<DiagnosticThrowContent>): never {
  throw new Error(
    typeof content.message === 'string' && content.message !== '' ? content.message : DIAGNOSTIC_DEFAULT_MESSAGE,
  );
}
