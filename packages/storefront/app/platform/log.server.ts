/**
 * The server's one logger (pino): `log.warn({ event: 'store-search-failed', err }, 'message')`. In production (and
 * tests) each entry is one JSON line on stdout, `{"level":"warn","time":"…","requestId":"…","event":"…","message":"…"}`;
 * under `npm run dev` it is printed readable by pino-pretty (a dev dependency, loaded only then).
 *
 * Request id: `server.mjs` installs `requestIdMiddleware` first, which takes the request's `X-Request-Id` when it is a
 * short safe token (else a new UUID), echoes it on the response, and runs the rest of the request inside an
 * AsyncLocalStorage scope; pino's `mixin` reads that scope, so every line written while handling the request carries
 * its id. AsyncLocalStorage rather than a child logger on the request context: most lines are written far from the
 * route (commerce clients, caches, the block loader, the render cache middleware) where no `requestContextOf(args)` is
 * at hand, and threading a logger through each would change every signature. Under `npm run dev` (Vite's server, no
 * server.mjs) lines carry no request id.
 *
 * Secrets: fields named like credentials or e-mail addresses are redacted (pino `redact`), addresses (`address`,
 * `url`, `path`) go through `redactUrl`, and e-mail addresses in a message become `[redacted e-mail]`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { installCommerceLogSink } from '@ridgeline/commerce/server';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { installLogSink, type LogFields, type LogLevel } from './log';
import { REDACTED, redactUrl } from '@ridgeline/commerce/server';

export { messageOf, rendererLogger, type LogFields } from './log';

/** Field names whose values never reach a log, at the top of a line or one level down (`details.email`). */
export const REDACTED_FIELDS = [
  'email',
  'login',
  'password',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'code_verifier',
  'authorization',
  'cookie',
  'usid',
] as const;

/** Fields holding an address: their query's credentials are redacted (`?token=[redacted]`). */
const ADDRESS_FIELDS = ['address', 'url', 'path'] as const;

const EMAIL_IN_TEXT = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
/** A message with every e-mail address in it replaced: upstream error texts sometimes quote the shopper's login. */
export const withoutEmails = (text: string): string => text.replace(EMAIL_IN_TEXT, '[redacted e-mail]');

const redactAddress = (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value);

interface RequestScope {
  readonly requestId: string;
}
const requestScope = new AsyncLocalStorage<RequestScope>();

/** The id of the request being handled, or undefined outside one (start-up, timers of a cache refresh). */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/** Runs `work` as part of the request `requestId`: every line it logs, now or after an await, carries that id. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/**
 * An incoming id is believed only when it is a short token of letters, digits and `._:-` (a proxy's or load
 * balancer's id, a UUID): anything else (newlines, quotes, 10 KB) could forge or flood log lines, and is replaced.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The request's id: its `X-Request-Id` when safe, else a new UUID. */
export function requestIdFrom(header: string | string[] | null | undefined, newId: () => string = randomUUID): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : newId();
}

/** The pino settings of the storefront's logger, whatever the destination (exported for the tests). */
export const LOGGER_OPTIONS: LoggerOptions = {
  level: 'info',
  // The fields the storefront's lines have always had: `"level":"warn"` (not pino's 40; e2e/ownServers.ts and log
  // searches match it) and `message`.
  messageKey: 'message',
  formatters: { level: (label) => ({ level: label }) },
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin() {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  redact: { paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: REDACTED },
  serializers: {
    err: pino.stdSerializers.err,
    ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, redactAddress])),
  },
  hooks: {
    logMethod(args, method) {
      const last = args.length - 1;
      if (typeof args[last] === 'string') args[last] = withoutEmails(args[last]);
      // Callers that pass the message as a field (`{ event, message }`, the older entry shape) get the same treatment.
      const fields = args[0] as { message?: unknown } | null;
      if (last === 0 && typeof fields === 'object' && fields !== null && typeof fields.message === 'string') {
        args[0] = { ...fields, message: withoutEmails(fields.message) };
      }
      method.apply(this, args as Parameters<typeof method>);
    },
  },
};

/**
 * Readable lines for a developer (pino-pretty in a worker thread), only under Vite's dev server (`npm run dev`: mode
 * `development`; the production build replaces the mode with `production` and the unit tests run in `test`, both
 * JSON) and only when pino-pretty is installed (a dev dependency). The mode rather than NODE_ENV: only env.server.ts
 * reads environment variables (a test checks), and a production build never loads pino-pretty.
 */
function developmentDestination(): DestinationStream | undefined {
  if (import.meta.env.MODE !== 'development') return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return pino.transport({
    target: 'pino-pretty',
    options: { messageKey: 'message', translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
  });
}

/**
 * Synchronous writes to stdout: a line written just before `process.exit` (a refused start, the end of a graceful
 * stop) is not lost, and each entry is one whole line even when lines come from several requests at once.
 */
const processDestination: DestinationStream = developmentDestination() ?? pino.destination({ dest: 1, sync: true });

let destination: DestinationStream = processDestination;

/** Where the lines go now; tests swap it (`app/testing/logCapture.ts`), the logger stays the same object. */
const switchableDestination: DestinationStream = {
  write: (line: string) => destination.write(line),
};

/** Sends the lines to `stream` until the returned function is called (tests). */
export function logTo(stream: DestinationStream): () => void {
  const previous = destination;
  destination = stream;
  return () => {
    destination = previous;
  };
}

export const log = pino(LOGGER_OPTIONS, switchableDestination);

// Code that runs on both sides logs through `log.ts`; on the server its lines come here, with the request's id.
const pinoSink = (level: LogLevel, fields: LogFields, message?: string) =>
  message === undefined ? log[level](fields) : log[level](fields, message);
installLogSink(pinoSink);
// The commerce clients (@ridgeline/commerce) log through the same pino logger, request ids included.
installCommerceLogSink(pinoSink);

/** The parts of Express's request and response the middlewares read (Express's types are not a dependency). */
type NodeRequest = IncomingMessage & { originalUrl?: string };
type Next = (error?: unknown) => void;

/**
 * `server.mjs`'s first middleware: the request's id (see `requestIdFrom`), sent back as `X-Request-Id`, and the rest
 * of the request run in its scope so every line logged for it carries the id.
 */
export function requestIdMiddleware({ newId = randomUUID }: { newId?: () => string } = {}) {
  return (req: NodeRequest, res: ServerResponse, next: Next): void => {
    const requestId = requestIdFrom(req.headers['x-request-id'], newId);
    res.setHeader('X-Request-Id', requestId);
    runWithRequestId(requestId, () => next());
  };
}

/** `/search?q=ada@example.com` → `/search`: a query's values may be e-mail addresses, tokens or search words. */
const pathOnly = (url: string) => url.split(/[?#]/, 1)[0] ?? '';

/**
 * The access log: one `request` line per response once it is sent (or the client went away first, `aborted`), with
 * the request id, method, path without its query, status and duration in milliseconds.
 */
export function accessLogMiddleware({ now = () => performance.now() }: { now?: () => number } = {}) {
  return (req: NodeRequest, res: ServerResponse, next: Next): void => {
    const startedAt = now();
    const requestId = currentRequestId();
    let logged = false;
    const write = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const ms = Math.round((now() - startedAt) * 10) / 10;
      log.info({
        event: 'request',
        ...(requestId ? { requestId } : {}),
        method: req.method,
        path: pathOnly(req.originalUrl ?? req.url ?? ''),
        status: res.statusCode,
        ms,
        ...(aborted ? { aborted } : {}),
      });
    };
    res.once('finish', () => write(false));
    res.once('close', () => write(!res.writableFinished));
    next();
  };
}
