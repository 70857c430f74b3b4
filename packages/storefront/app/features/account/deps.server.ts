/** Personal pages: never stored by a CDN, the browser or the render cache. */
export const PERSONAL_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * A personal page's document headers: `PERSONAL_HEADERS`, plus the action's `Retry-After` when its form was refused
 * by a limit (a route's `headers` decides a document's headers; the action's own would be dropped otherwise).
 */
export function personalDocumentHeaders({ actionHeaders }: { actionHeaders?: Headers | undefined } = {}): Record<
  string,
  string
> {
  const retryAfter = actionHeaders?.get('Retry-After');
  return { ...PERSONAL_HEADERS, ...(retryAfter && /^\d{1,6}$/.test(retryAfter) ? { 'Retry-After': retryAfter } : {}) };
}
