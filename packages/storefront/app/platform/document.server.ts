import type { EntryContext } from 'react-router';
import type { PlatformRootData } from './rootData';
import { readClientManifest } from './blockAssets.server';
import type { EditorHandle, IslandsDocument, IslandsHandle } from './document';
import type { DocumentKind } from './securityHeaders.server';

/** The manifest key of the islands runtime entry (vite.config.ts adds it to the client build). */
const ISLANDS_ENTRY = 'app/islands.client.tsx';

let islandsEntry: string | null | undefined;

/** URL of the islands runtime's chunk; null without a production build (the dev server hydrates whole documents). */
function islandsEntryUrl(): string | null {
  if (islandsEntry === undefined) {
    const file = readClientManifest()?.[ISLANDS_ENTRY]?.file;
    islandsEntry = file ? `${import.meta.env?.BASE_URL ?? '/'}${file}` : null;
  }
  return islandsEntry;
}

/**
 * The one place that decides how a document reaches the browser. An islands document when every part holds: a route
 * that asks for it (`handle: ISLANDS_HANDLE`: public pages, their not-found answers included), no server error (the
 * error page's buttons need the app), production render mode (in development a block that throws on the server is
 * retried in the browser to show its failure card), no preview and no merchandiser toolkit (editors get the whole app:
 * live visualization, the toolbar and the toolkit re-render in place), and a production build. Otherwise the document
 * hydrates as a whole through React Router.
 */
export function islandsDocumentFor(
  context: EntryContext,
  statusCode: number,
  entry: string | null = islandsEntryUrl(),
): IslandsDocument | null {
  if (statusCode >= 500) return null;
  const { matches, loaderData } = context.staticHandlerContext;
  const asked = matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as Partial<IslandsHandle> | undefined)?.islands === true,
  );
  if (!asked) return null;
  const root = loaderData.root as PlatformRootData | undefined;
  if (!root || root.mode !== 'production' || root.preview || root.toolkit) return null;
  return entry ? { entry } : null;
}

/**
 * Whose frame a document may be shown in: an editor document (a route with `handle: EDITOR_HANDLE`, its error pages
 * included, or any page while a staging environment is previewed, which the Amplience app may open in its frame)
 * or a public one, which nobody may frame.
 */
export function documentKindFor(context: EntryContext): DocumentKind {
  const { matches, loaderData } = context.staticHandlerContext;
  const editorRoute = matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as Partial<EditorHandle> | undefined)?.editor === true,
  );
  const previewing = Boolean((loaderData.root as PlatformRootData | undefined)?.preview);
  return editorRoute || previewing ? 'editor' : 'public';
}
