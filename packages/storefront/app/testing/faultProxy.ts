import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
// The proxy stands in for a remote server: its own waits run on real time even while a test fakes the global clock
// (vi.useFakeTimers replaces the global setTimeout, not node:timers').
import { setTimeout } from 'node:timers';

/**
 * What the proxy does to a request instead of (or on top of) passing it on:
 * - `delay`: waits `ms`, then passes it on;
 * - `stall`: never answers (the connection stays open);
 * - `reset`: destroys the connection at once;
 * - `status`: answers `code` with a JSON error, as an overloaded upstream does;
 * - `bad-json`: answers 200 `application/json` with a body that is not JSON;
 * - `truncate`: passes it on, but sends the headers (with the full Content-Length) and only half of the body, then
 *   hangs (`then: 'hang'`) or closes the connection (`then: 'close'`).
 */
export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'stall' }
  | { kind: 'reset' }
  | { kind: 'status'; code: number }
  | { kind: 'bad-json' }
  | { kind: 'truncate'; then: 'hang' | 'close' };

export interface FaultRule {
  /** Requests whose path starts with one of these get the fault. */
  paths: readonly string[];
  fault: Fault;
}

export interface FaultProxy {
  url: string;
  port: number;
  /** Replaces every rule (none: a transparent proxy). */
  set(...rules: FaultRule[]): void;
  /** Requests that reached the proxy, by path (with query). */
  readonly seen: string[];
  /**
   * Resolves with the path of the next request (from now on) that starts with one of `paths`, once the proxy has
   * applied its fault: a stalled one has arrived and hangs; a truncated one has had its headers and half its body.
   * Tests on a fake clock wait for this, then move the clock past the caller's deadline.
   */
  faulted(paths: readonly string[]): Promise<string>;
  close(): Promise<void>;
}

/** Path prefixes of the sandbox's upstreams, as the storefront calls them. */
export const UPSTREAM_PATHS = {
  content: ['/content/'],
  staging: ['/vse/', '/virtual-staging/'],
  slas: ['/shopper/auth/'],
  scapi: ['/search/', '/product/', '/shopper/shopper-context/', '/custom/'],
  einstein: ['/v3/'],
  newsletter: ['/newsletter/'],
} as const;

export const COMMERCE_PATHS = [...UPSTREAM_PATHS.slas, ...UPSTREAM_PATHS.scapi, ...UPSTREAM_PATHS.einstein];

/**
 * A controllable HTTP proxy in front of an upstream (the sandbox) for fault tests: each request is passed on, or
 * delayed, stalled, reset, answered 5xx or malformed JSON, or truncated, by path.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let rules: FaultRule[] = [];
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const waiting = new Set<{ paths: readonly string[]; resolve: (path: string) => void }>();
  const applied = (path: string) => {
    for (const waiter of waiting) {
      if (!waiter.paths.some((prefix) => path.startsWith(prefix))) continue;
      waiting.delete(waiter);
      waiter.resolve(path);
    }
  };

  const pass = (req: IncomingMessage, res: ServerResponse, onAnswer?: (answer: IncomingMessage) => void) => {
    const outgoing = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (onAnswer) return onAnswer(answer);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    req.pipe(outgoing);
  };

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(path);
    const rule = rules.find((candidate) => candidate.paths.some((prefix) => path.startsWith(prefix)));
    if (!rule) return pass(req, res);
    const fault = rule.fault;
    switch (fault.kind) {
      case 'delay':
        setTimeout(() => pass(req, res), fault.ms);
        return;
      case 'stall':
        req.resume();
        applied(path);
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'status':
        req.resume();
        res.writeHead(fault.code, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ title: 'Injected fault', status: fault.code }));
        return;
      case 'bad-json':
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"content": {"_meta": {"schema": ');
        return;
      case 'truncate':
        pass(req, res, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat(chunks);
            const headers = { ...answer.headers, 'content-length': String(body.length) };
            delete headers['transfer-encoding'];
            res.writeHead(answer.statusCode ?? 200, headers);
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => applied(path));
            if (fault.then === 'close') setTimeout(() => res.destroy(), 10);
          });
        });
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    faulted: (paths) => new Promise((resolve) => waiting.add({ paths, resolve })),
    set: (...next) => {
      rules = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
