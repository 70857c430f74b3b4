import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { IslandProviders, ServerIslands } from './IslandsContext';
import { identifierPrefixOf } from './markup';

export interface ServerIslandsOptions {
  /** The providers every island root renders inside: the same component the browser runtime is given. */
  Providers?: IslandProviders;
  /** Prefix of this document's island ids. Default `i`. */
  idPrefix?: string;
  /** Reports an error thrown while an island renders (the island keeps whatever HTML React produced). */
  onError?: (error: unknown) => void;
}

export interface ServerIslandsRenderer extends ServerIslands {
  /**
   * Renders every island registered during the document's render, each in a React root of its own (wrapped in
   * `Providers`, with its id as `identifierPrefix`: exactly what `hydrateIslands` renders in the browser, so `useId`
   * values match), and puts its HTML in its placeholder. `prerender` waits for everything an island suspends on, so
   * its HTML is final: no streamed segments and no inline scripts.
   */
  renderInto(documentHtml: string, signal?: AbortSignal): Promise<string>;
}

const placeholderOf = (id: string) => `<!--ridgeline-island:${id}-->`;

/**
 * The islands of one server render (one per request): give it to `<IslandsContext.Provider>` around the document,
 * render the document, then `renderInto` its HTML. Islands are rendered after the document rather than inside it:
 * a React render nested in another cannot suspend safely.
 */
export function createServerIslands({
  Providers,
  idPrefix = 'i',
  onError,
}: ServerIslandsOptions = {}): ServerIslandsRenderer {
  const trees = new Map<string, ReactNode>();
  return {
    register(tree: ReactNode) {
      const id = `${idPrefix}${trees.size + 1}`;
      trees.set(id, tree);
      return { id, placeholder: placeholderOf(id) };
    },
    async renderInto(documentHtml: string, signal?: AbortSignal) {
      let html = documentHtml;
      for (const [id, tree] of trees) {
        const root = Providers ? <Providers>{tree}</Providers> : <>{tree}</>;
        const { prelude } = await prerenderToNodeStream(root, {
          identifierPrefix: identifierPrefixOf(id),
          // Never outline a boundary into a segment revealed by an inline script: the island's HTML is final.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          ...(signal ? { signal } : {}),
          ...(onError ? { onError } : {}),
        });
        const islandHtml = await streamToString(prelude);
        html = html.replace(placeholderOf(id), () => islandHtml);
      }
      return html;
    },
  };
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.on('error', reject);
    stream.pipe(sink);
  });
}
