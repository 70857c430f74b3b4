import type { BlockProps, ContentItem } from '@ridgeline/renderer';

/** Delivered `https://schema.ridgeline.dev/diagnostic-throw` content. */
export interface DiagnosticThrowContent extends ContentItem {
  message?: string;
}

export const DIAGNOSTIC_DEFAULT_MESSAGE = 'Diagnostic block: this error is thrown on purpose.';

/** Throws while rendering, on the server and in the browser: proves per-block error isolation. */
export function DiagnosticThrow({ content }: BlockProps<DiagnosticThrowContent>): never {
  throw new Error(typeof content.message === 'string' && content.message !== '' ? content.message : DIAGNOSTIC_DEFAULT_MESSAGE);
}
