import type { BlockProps } from '@ridgeline/renderer';
import type { DiagnosticThrowContent } from './types';

export type { DiagnosticThrowContent };

export const DIAGNOSTIC_DEFAULT_MESSAGE = 'Diagnostic block: this error is thrown on purpose.';

/**
 * Throws while rendering: on the server and in the browser (`throwsIn: everywhere`, the default), or only in the
 * browser (`throwsIn: browser`: the server renders an empty box, and the block fails as the page hydrates, as a
 * block that depends on a browser API might). Proves per-block error isolation in both places.
 */
export function DiagnosticThrow({ content, rootProps }: BlockProps<DiagnosticThrowContent>) {
  if (content.throwsIn === 'browser' && typeof document === 'undefined') return <div {...rootProps} />;
  throw new Error(
    typeof content.message === 'string' && content.message !== '' ? content.message : DIAGNOSTIC_DEFAULT_MESSAGE,
  );
}
