/**
 * Live visualization listens only to the Amplience app (`AMPLIENCE_APP_ORIGINS`, the same sources as the editor
 * routes' `frame-ancestors`). dc-visualization-sdk (through message-event-channel) takes the first `message` event
 * that carries a port, from anyone; so the SDK is given a window whose `message` listeners only ever see events from
 * the parent frame at an allowed origin. Pure and browser-safe.
 */

const SOURCE = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([^:/*]+)(?::(\d{1,5}|\*))?\/?$/i;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether an origin (a `MessageEvent.origin`) matches a source as `frame-ancestors` reads it: `scheme://host[:port]`,
 * where the host may start with `*.` (any subdomain, not the bare domain) and the port may be `*` (any port).
 */
export function originMatches(origin: string, source: string): boolean {
  const parts = SOURCE.exec(source);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!parts || url.origin !== origin) return false;
  const [, scheme = '', wildcard, host = '', port] = parts;
  if (url.protocol !== `${scheme.toLowerCase()}:`) return false;
  const expectedHost = host.toLowerCase();
  const hostMatches = wildcard ? url.hostname.endsWith(`.${expectedHost}`) : url.hostname === expectedHost;
  const actualPort = url.port || DEFAULT_PORTS[url.protocol] || '';
  const expectedPort = port ?? DEFAULT_PORTS[url.protocol] ?? '';
  return hostMatches && (port === '*' || actualPort === expectedPort);
}

export function isAllowedOrigin(origin: string, sources: readonly string[]): boolean {
  return sources.some((source) => originMatches(origin, source));
}

/** The parent frame's origin when the browser says it (`location.ancestorOrigins`, else the referrer's origin). */
export function parentOrigin(win: Pick<Window, 'location' | 'document'>): string | undefined {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

type MessageListener = (event: MessageEvent) => void;

/** The part of `window` message-event-channel's client uses. */
export interface ConnectionWindow {
  addEventListener(type: string, listener: MessageListener): void;
  removeEventListener(type: string, listener: MessageListener, options?: boolean): void;
  readonly location: Location;
  readonly parent: Window;
}

/**
 * `win` for dc-visualization-sdk's `init({ window })`: its `message` listeners are called only for events from
 * `win.parent` at an allowed origin; any other is dropped before the SDK sees it, and `onRefused` is told (the
 * caller logs each origin once). Other event types pass through untouched.
 */
export function originCheckedWindow(
  win: Window,
  sources: readonly string[],
  onRefused: (origin: string) => void,
): ConnectionWindow {
  const wrapped = new Map<MessageListener, MessageListener>();
  return {
    addEventListener(type, listener) {
      if (type !== 'message') return win.addEventListener(type, listener as EventListener);
      const guarded: MessageListener = (event) => {
        if (event.source === win.parent && isAllowedOrigin(event.origin, sources)) listener(event);
        else onRefused(event.origin || '(no origin)');
      };
      wrapped.set(listener, guarded);
      win.addEventListener('message', guarded);
    },
    removeEventListener(type, listener, options) {
      const guarded = type === 'message' ? wrapped.get(listener) : undefined;
      if (guarded) wrapped.delete(listener);
      win.removeEventListener(type, (guarded ?? listener) as EventListener, options);
    },
    get location() {
      return win.location;
    },
    get parent() {
      return win.parent;
    },
  };
}
