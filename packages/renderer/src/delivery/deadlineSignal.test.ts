// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { deadlineSignal } from './deadlineSignal';

// A real garbage collection while a call waits: the bug this guards against only shows when one runs.
v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(() => {}); // never answers
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('deadlineSignal', () => {
  it('ends a stalled fetch at its deadline even when garbage is collected meanwhile (with a parent signal too)', async () => {
    const collect = setInterval(gc, 10);
    try {
      const parent = new AbortController();
      const error = await fetch(url, { signal: deadlineSignal(200, parent.signal) }).catch((caught: unknown) => caught);
      // The server never answers: only the deadline can end the call (its reason is the deadline's own
      // TimeoutError); a collected timer leaves it hanging until the test's timeout fails it. No wall-clock bound.
      expect(error).toMatchObject({ name: 'TimeoutError', message: 'The operation timed out after 200 ms.' });
    } finally {
      clearInterval(collect);
    }
  });

  it('follows its parent', () => {
    const parent = new AbortController();
    const signal = deadlineSignal(60_000, parent.signal);
    expect(signal.aborted).toBe(false);
    parent.abort(new Error('request gone'));
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toMatchObject({ message: 'request gone' });
    const already = new AbortController();
    already.abort('x');
    expect(deadlineSignal(60_000, already.signal).aborted).toBe(true);
  });
});
