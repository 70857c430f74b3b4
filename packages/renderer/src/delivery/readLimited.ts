/**
 * An upstream answer's body, read whole but never past a limit: a search service or a decision engine that answers
 * with gigabytes must not fill the server's memory. One reader for every package's upstream calls (commerce re-exports
 * it). (A storefront's request bodies have their own reader, `readLimitedBody` in server/requestGuards.server.ts of
 * @ridgeline/commerce.)
 */

/** An answer larger than its limit. */
export class UpstreamBodyTooLargeError extends Error {
  override name = 'UpstreamBodyTooLargeError';
  constructor(readonly limit: number) {
    super(`The body is larger than ${limit} bytes.`);
  }
}

/**
 * At most `limit` bytes of `body`. A declared length over the limit is refused before a byte is read; otherwise
 * reading stops (and the stream is cancelled) as soon as the limit is passed.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  declaredLength?: string | null,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  if (declaredLength && /^\d+$/.test(declaredLength) && Number(declaredLength) > limit) {
    await body.cancel().catch(() => undefined);
    throw new UpstreamBodyTooLargeError(limit);
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new UpstreamBodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
