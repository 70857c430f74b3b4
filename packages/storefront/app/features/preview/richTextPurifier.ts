// The browser's second sanitizer for rich text in live visualization (`@ridgeline/renderer/prepare`'s
// `createRichTextPurifier`), on DOMPurify imported on demand: only `visualization/live.ts` (itself a dynamic import
// of the visualization route, inside the Amplience frame) calls it, so no other page's JavaScript contains DOMPurify.
import { createRichTextPurifier, type RichTextPurifier } from '@ridgeline/renderer/prepare';

let loading: Promise<RichTextPurifier> | undefined;

/** DOMPurify, imported on demand (its own chunk), configured once. */
export function loadRichTextPurifier(): Promise<RichTextPurifier> {
  loading ??= import('dompurify').then((module) => createRichTextPurifier(module.default));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
