import { useEffect, useState } from 'react';
import { isAllowedOrigin, originCheckedWindow, parentOrigin } from './origins';

export type LiveStatus = 'connecting' | 'live' | 'standalone';

/** How long the page waits for the Amplience app before it settles as a plain preview. */
export const VISUALIZATION_CONNECTION_TIMEOUT_MS = 4000;

/** What the hook uses of dc-visualization-sdk (the app loads the real module, in its own chunk). */
export interface VisualizationSdkModule {
  init(options: {
    connectionTimeout: number;
    window: ReturnType<typeof originCheckedWindow>;
    targetOrigin: string;
  }): Promise<{
    form: {
      changed(
        onChange: (model: unknown) => void,
        options: { format: 'inlined'; depth: 'all'; allowInvalid: boolean },
      ): () => void;
    };
  }>;
}

export interface LiveVisualizationOptions {
  /** Connect at all (false: the server's render stays, status `standalone`). */
  enabled: boolean;
  /** The Amplience app's origins (`AMPLIENCE_APP_ORIGINS`): the only parent frames listened to. */
  editorOrigins: readonly string[];
  /** Loads dc-visualization-sdk, on demand. */
  loadSdk: () => Promise<VisualizationSdkModule>;
  /** Prepares a form model as the server prepares delivered content (validation, personalisation, sanitizing). */
  prepare: (model: unknown) => Promise<unknown>;
  /** Told once per origin whose messages were ignored (not the Amplience app). */
  onRefusedOrigin: (origin: string) => void;
  /** Told when an edited model could not be prepared; the last good render stays. */
  onPrepareFailed: (error: unknown) => void;
}

/**
 * Real-time visualization: inside the Amplience app (a parent frame at an allowed origin), loads the SDK, connects
 * with a timeout and re-prepares the item on every `form.changed` (invalid models too, so they show their failure
 * card). Outside a frame, or when nobody answers in time, the server's render stays: a plain preview. A parent at
 * another origin gets no connection, and messages from anyone else are ignored. Only the latest edit's preparation
 * is shown (an older one that finishes later is dropped). Returns the content to render and the connection status.
 */
export function useLiveVisualization(
  initial: unknown,
  options: LiveVisualizationOptions,
): { content: unknown; status: LiveStatus } {
  const { enabled } = options;
  const [content, setContent] = useState<unknown>(initial);
  const [status, setStatus] = useState<LiveStatus>(enabled ? 'connecting' : 'standalone');

  useEffect(() => setContent(initial), [initial]);

  useEffect(() => {
    if (!enabled) return;
    const { editorOrigins, loadSdk, prepare, onPrepareFailed } = options;
    const refused = new Set<string>();
    const onRefused = (origin: string) => {
      if (refused.has(origin)) return;
      refused.add(origin);
      options.onRefusedOrigin(origin);
    };
    const parent = parentOrigin(window);
    if (window.parent === window || (parent !== undefined && !isAllowedOrigin(parent, editorOrigins))) {
      if (window.parent !== window && parent !== undefined) onRefused(parent);
      setStatus('standalone');
      return;
    }
    let disposed = false;
    let dispose: (() => void) | undefined;
    let sequence = 0;
    (async () => {
      try {
        const sdk = await (
          await loadSdk()
        ).init({
          connectionTimeout: VISUALIZATION_CONNECTION_TIMEOUT_MS,
          window: originCheckedWindow(window, editorOrigins, onRefused),
          targetOrigin: parent ?? '*',
        });
        if (disposed) return;
        setStatus('live');
        dispose = sdk.form.changed(
          (model) => {
            const run = ++sequence;
            const body = (model as { content?: unknown } | null)?.content ?? model;
            prepare(body).then((prepared) => {
              if (!disposed && run === sequence) setContent(prepared);
            }, onPrepareFailed);
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
    // the connection lives as long as the page; the options come from the same server render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  return { content, status };
}
