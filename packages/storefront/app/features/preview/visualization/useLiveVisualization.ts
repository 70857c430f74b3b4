import { useEffect, useState } from 'react';
import type { RenderContext } from '@ridgeline/renderer';
import { isAllowedOrigin, originCheckedWindow, parentOrigin } from '@ridgeline/renderer';
import { log, messageOf } from '../../../platform/log';

export type LiveStatus = 'connecting' | 'live' | 'standalone';

/** How long the page waits for the Amplience app before it settles as a plain preview. */
export const VISUALIZATION_CONNECTION_TIMEOUT_MS = 4000;

const refusedOrigins = new Set<string>();

/** One console line per origin whose messages were ignored (not the Amplience app), however many it sends. */
export function logRefusedOrigin(origin: string): void {
  if (refusedOrigins.has(origin)) return;
  refusedOrigins.add(origin);
  log.warn(
    { event: 'visualization-origin-refused', origin },
    `ignored messages from ${origin}: not an Amplience app origin (AMPLIENCE_APP_ORIGINS)`,
  );
}

/**
 * Real-time visualization: inside the Amplience app (a parent frame), loads dc-visualization-sdk and the preparation
 * chunk on demand, connects with a timeout, and re-prepares the item on every `form.changed` (invalid models too, so
 * they show their failure card). Outside a frame, or when nobody answers in time, the server's render stays: a plain
 * preview. Only the Amplience app is listened to (`editorOrigins`, see `./origins.ts`): a parent at another origin
 * gets no connection, and messages from anyone else are ignored. Returns the content to render and the connection
 * status.
 */
export function useLiveVisualization(
  initial: unknown,
  context: RenderContext,
  diagnostics: boolean,
  enabled: boolean,
  editorOrigins: readonly string[],
): { content: unknown; status: LiveStatus } {
  const [content, setContent] = useState<unknown>(initial);
  const [status, setStatus] = useState<LiveStatus>(enabled ? 'connecting' : 'standalone');

  useEffect(() => setContent(initial), [initial]);

  useEffect(() => {
    if (!enabled) return;
    const parent = parentOrigin(window);
    if (window.parent === window || (parent !== undefined && !isAllowedOrigin(parent, editorOrigins))) {
      if (window.parent !== window && parent !== undefined) logRefusedOrigin(parent);
      setStatus('standalone');
      return;
    }
    let disposed = false;
    let dispose: (() => void) | undefined;
    let sequence = 0;
    (async () => {
      try {
        const [sdkModule, live] = await Promise.all([import('dc-visualization-sdk'), import('./live')]);
        // message-event-channel takes `window` and `targetOrigin` beside the SDK's typed options.
        const options = {
          connectionTimeout: VISUALIZATION_CONNECTION_TIMEOUT_MS,
          window: originCheckedWindow(window, editorOrigins, logRefusedOrigin),
          targetOrigin: parent ?? '*',
        };
        const sdk = await sdkModule.init(options as Parameters<typeof sdkModule.init>[0]);
        if (disposed) return;
        setStatus('live');
        dispose = sdk.form.changed(
          (model: unknown) => {
            const run = ++sequence;
            const body = (model as { content?: unknown } | null)?.content ?? model;
            live
              .prepareLiveModel(body, context, diagnostics)
              .then((prepared) => {
                if (!disposed && run === sequence) setContent(prepared);
              })
              .catch((error: unknown) =>
                log.error(
                  { event: 'visualization-prepare-failed' },
                  `could not prepare the model: ${messageOf(error)}`,
                ),
              );
          },
          { format: 'inlined', depth: 'all', allowInvalid: true },
        );
      } catch {
        if (!disposed) setStatus('standalone');
      }
    })();
    return () => {
      disposed = true;
      dispose?.();
    };
    // the connection lives as long as the page; context/diagnostics come from the same server render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  return { content, status };
}
