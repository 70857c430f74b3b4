import { describe, expect, it } from 'vitest';
import { readLimited, UpstreamBodyTooLargeError } from './readLimited';

/** A stream of `count` chunks of `size` bytes that records whether it was cancelled and how many chunks were pulled. */
function chunkedStream(count: number, size: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === count) return controller.close();
        state.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(120));
      },
      cancel() {
        state.cancelled = true;
      },
      // nothing is pulled before the reader asks
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

describe('readLimited (upstream answers)', () => {
  it('reads a body within the limit whole', async () => {
    const { stream } = chunkedStream(10, 1_000);
    expect((await readLimited(stream, 16 * 1024)).length).toBe(10_000);
  });

  it('stops reading and cancels the stream as soon as the limit is passed', async () => {
    const { stream, state } = chunkedStream(1_000, 1_024);
    await expect(readLimited(stream, 16 * 1024)).rejects.toBeInstanceOf(UpstreamBodyTooLargeError);
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(20);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const { stream, state } = chunkedStream(1, 10);
    await expect(readLimited(stream, 16 * 1024, String(200 * 1024 * 1024))).rejects.toThrow(
      'The body is larger than 16384 bytes.',
    );
    expect(state.pulled).toBe(0);
  });

  it('reads no body as empty', async () => {
    expect((await readLimited(null, 10)).length).toBe(0);
  });
});
