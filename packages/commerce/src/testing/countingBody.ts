/** A request body that makes `total` bytes on demand, `chunkSize` a pull, and counts how many were pulled. */
export function countingBody(total: number, chunkSize = 64 * 1024) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const size = Math.min(chunkSize, total - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  ); // nothing is made before someone reads
  return { stream, pulled: () => pulled };
}

/** A POST whose body is `body.stream` (no Content-Length unless given in `headers`). */
export function streamingPost(
  url: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Request {
  return new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}
