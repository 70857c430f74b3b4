import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { CUSTOMER_GROUPS_META } from '@ridgeline/commerce';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { PageShell } from '@ridgeline/blocks';
import { RidgelineProvider } from '@ridgeline/ui';
import { EARLY_CLICK_SCRIPT, serializeForScript } from '@ridgeline/renderer';
import type { Route } from './+types/root';
import { getConfig } from './platform/config.server';
import { cacheHeaders } from './platform/headers';
import { ErrorPage } from './platform/components/ErrorPage';
import { previewInfo, type PreviewInfo } from './platform/preview/index.server';
import { createRequestContextMiddleware, requestContextOf } from './platform/request/context.server';
import { createAppContext } from './appFeatures.server';
import { NotFoundPage } from './platform/components/NotFoundPage';
import { ToolkitMount } from './features/toolkit/ToolkitMount';
import { SPECULATION_RULES, useIslandsDocument, type IslandsDocument } from './platform/document';
import { useNonce } from './platform/nonce';
import type { PlatformRootData } from './platform/rootData';
import { readToolkitState } from './features/toolkit/toolkit.server';
import { toolkitEnabled } from './platform/request/shopperContextOverride';
import { LocaleSwitch } from './platform/components/LocaleSwitch';
import { intlFor, islandMessages, messagesFor } from './platform/i18n/catalogs.server';
import { ShopIntlProvider, type CompiledMessages } from './platform/i18n/intl';
import { INTL_SCRIPT_ID } from './platform/i18n/islandIntl';
import { DEFAULT_LOCALE_ID, urlStyleAttribute } from './platform/urls';
import { loadShellNavigation } from './features/shell/shell.server';
import { SiteShell, type ShellData } from './features/shell/SiteShell';
import { ShellOverlays } from './features/shell/overlays/ShellOverlays';
import { shellConfig } from './features/shell/overlays/config.server';
import type { ShellConfig } from './features/shell/overlays/config';
import { wishlistEnabled } from './features/account/wishlist/config.server';

// Editors only: public pages must not ship the toolbar's code (drawer, accordion, date picker), so it
// is a separate chunk, server-rendered and hydrated only when a preview is active.
const PreviewToolbar = lazy(() =>
  import('./features/preview/PreviewToolbar').then((m) => ({ default: m.PreviewToolbar })),
);

export interface RootData extends PlatformRootData {
  /** The locale's compiled messages (the document's IntlProvider). */
  messages: CompiledMessages;
  /** The messages islands format in the browser (the islands document's JSON script carries only these). */
  islandMessages: CompiledMessages;
  /** The not-found and error pages' titles in the locale (`meta` runs outside React). */
  titles: { notFound: string; error: string };
  supportUrl: string;
  /** Set while a configured staging environment is previewed (the toolbar's data). */
  preview?: PreviewInfo;
  /** The merchandiser toolkit is on (`MERCHANDISER_TOOLKIT=1`); it renders only after hydration. */
  toolkit?: boolean;
  /** The header's menus (category tree, content slots); see shell/. */
  shell?: ShellData;
  /** The shell's overlays, offline handling and activity calls (not in preview or visualization). */
  overlays?: ShellConfig;
  /** `WISHLIST_ENABLED`: hearts on every product tile of the islands (`<html data-wishlist>` tells the browser). */
  wishlist?: boolean;
}

/**
 * What the browser needs to render the same tree as the server (no secrets: this is serialised into the page). In
 * preview also the toolbar's data; entering preview (or a stale VSE cookie) sets/clears the preview cookies here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = getConfig();
  const requestContext = requestContextOf({ request, context });
  const { preview, setCookie, toolkit: readToolkit, editorial, locale } = requestContext;
  // The header's menus load beside the page's own loader; without them the header renders without menus.
  const navigation = loadShellNavigation(requestContext);
  // In preview the toolbar says when the toolkit's groups override its own (one read per request, shared with the page).
  const toolkit = preview ? await readToolkit() : undefined;
  const messages = messagesFor(locale.id);
  const intl = intlFor(locale.id);
  const body: RootData = {
    locale: locale.id,
    messages,
    islandMessages: islandMessages(messages),
    titles: {
      notFound: intl.formatMessage({ id: 'notFound.documentTitle', defaultMessage: 'Page not found | Ridgeline' }),
      error: intl.formatMessage({ id: 'error.documentTitle', defaultMessage: "This page isn't working | Ridgeline" }),
    },
    mode: config.mode,
    diagnostics: config.diagnostics,
    supportUrl: config.supportUrl,
    ...(preview ? { preview: previewInfo(preview, undefined, toolkit?.customerGroups) } : {}),
    ...(toolkitEnabled() ? { toolkit: true } : {}),
    shell: { navigation: await navigation, context: (await requestContext.renderContext()).context },
    ...(editorial ? {} : { overlays: shellConfig(locale.id) }),
    ...(wishlistEnabled() ? { wishlist: true } : {}),
  };
  const headers = new Headers();
  for (const cookie of setCookie) headers.append('Set-Cookie', cookie);
  return data(body, { headers });
}

/** Every request's context (preview, customer groups, content client, caching) is assembled once, here. */
export const middleware: Route.MiddlewareFunction[] = [
  createRequestContextMiddleware({
    readToolkitState,
    // the dev server has no load-context hook: its requests get an app context here (production's comes from server.mjs)
    ...(import.meta.env.DEV ? { createAppContext } : {}),
  }),
];

export const headers: Route.HeadersFunction = cacheHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (error === undefined) return [{ title: 'Ridgeline' }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const titles = (loaderData as RootData | undefined)?.titles;
  return [
    {
      title: notFound
        ? (titles?.notFound ?? 'Page not found | Ridgeline')
        : (titles?.error ?? "This page isn't working | Ridgeline"),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const islands = useIslandsDocument();
  const location = useLocation();
  // Without the root's data (it failed) the page speaks the default locale with the default messages.
  const locale = root?.locale ?? DEFAULT_LOCALE_ID;
  const matches = useMatches();
  // The response's Content-Security-Policy nonce: every inline script carries it (see README, "Security headers").
  const nonce = useNonce();
  return (
    <html lang={locale} data-wishlist={root?.wishlist ? '' : undefined} data-url-style={urlStyleAttribute()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* the groups this page was personalised for (its segment's): the data layer's user object reads them */}
        {root?.shell?.context.customerGroups?.length ? (
          <meta name={CUSTOMER_GROUPS_META} content={root.shell.context.customerGroups.join('|')} />
        ) : null}
        {/* an islands document: a tap on an island's button before the runtime has started is kept for it to replay */}
        {islands ? (
          <script data-early-clicks="" nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }} />
        ) : null}
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <ShopIntlProvider locale={locale} messages={root?.messages ?? {}}>
          <RidgelineProvider>
            <SiteShell
              pathname={location.pathname}
              shell={root?.shell}
              page={pageShellOf(matches)}
              diagnostics={root?.diagnostics ?? false}
              localeId={locale}
            >
              {children}
            </SiteShell>
            <LocaleSwitch href={`${location.pathname}${location.search}`} localeId={locale} />
          </RidgelineProvider>
        </ShopIntlProvider>
        {islands ? (
          <IslandScripts islands={islands} nonce={nonce} intl={{ locale, messages: root?.islandMessages ?? {} }} />
        ) : (
          <>
            <HydrationMarker />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The deepest route's page shell settings (floating header, collection logo), when it rendered a page. */
function pageShellOf(matches: ReturnType<typeof useMatches>): PageShell | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.loaderData as { shell?: PageShell } | undefined;
    if (data && typeof data === 'object' && data.shell) return data.shell;
  }
  return undefined;
}

/**
 * An islands document's only scripts: the islands runtime (a module, so it runs after parsing, never blocking it) and
 * the Speculation Rules that prefetch the next page on hover or touch (Chromium applies inline rules only with the
 * policy's nonce). The runtime's module carries the nonce too: the browser entry reads it back from there.
 */
function IslandScripts({
  islands,
  nonce,
  intl,
}: {
  islands: IslandsDocument;
  nonce: string | undefined;
  intl: { locale: string; messages: CompiledMessages };
}) {
  return (
    <>
      {/* Once per document: the locale and the messages islands format in the browser (`app/platform/i18n/islandIntl.tsx`). A
          data block, never run: no nonce needed. */}
      <script
        type="application/json"
        id={INTL_SCRIPT_ID}
        dangerouslySetInnerHTML={{ __html: serializeForScript(intl) }}
      />
      <script type="module" src={islands.entry} nonce={nonce} />
      <script
        type="speculationrules"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
      />
    </>
  );
}

/** Sets `data-hydrated` on `<html>` once React has hydrated (tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export default function App() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <>
      {/* tabIndex -1: the skip link's target takes focus (else it stays on <body> and Tab starts over at the top). */}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {root?.preview ? (
        <Suspense fallback={null}>
          <PreviewToolbar preview={root.preview} />
        </Suspense>
      ) : null}
      <ToolkitMount enabled={root?.toolkit === true} />
      <ShellOverlays config={root?.overlays} />
    </>
  );
}

const DEFAULT_SUPPORT_URL = 'https://support.ridgeline.dev/hc/en-us';

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const localeId = root?.locale ?? DEFAULT_LOCALE_ID;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage localeId={localeId} />;
  const production = root ? root.mode === 'production' : !import.meta.env.DEV;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;
  const stack = !production && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage
      localeId={localeId}
      supportUrl={root?.supportUrl ?? DEFAULT_SUPPORT_URL}
      {...(detail ? { detail } : {})}
      {...(stack ? { stack } : {})}
    />
  );
}
