import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { RidgelineProvider } from '@ridgeline/ui';
import type { Route } from './+types/root';
import { getConfig } from './lib/config.server';
import { cacheHeaders } from './lib/headers';
import { ErrorPage } from './components/ErrorPage';
import { NotFoundPage } from './components/NotFoundPage';

export interface RootData {
  locale: string;
  mode: 'production' | 'preview' | 'development';
  diagnostics: boolean;
  supportUrl: string;
}

/** What the browser needs to render the same tree as the server (no secrets: this is serialised into the page). */
export function loader(): RootData {
  const config = getConfig();
  return { locale: config.locale, mode: config.mode, diagnostics: config.diagnostics, supportUrl: config.supportUrl };
}

export const headers: Route.HeadersFunction = cacheHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function meta({ error }: Route.MetaArgs) {
  if (error === undefined) return [{ title: 'Ridgeline' }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? 'Page not found | Ridgeline' : "This page isn't working | Ridgeline" },
    { name: 'robots', content: 'noindex' },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <html lang={root?.locale ?? 'en-US'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <RidgelineProvider>{children}</RidgelineProvider>
        <HydrationMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
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
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

const DEFAULT_SUPPORT_URL = 'https://support.ridgeline.dev/hc/en-us';

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const production = root ? root.mode === 'production' : !import.meta.env.DEV;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;
  const stack = !production && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage
      supportUrl={root?.supportUrl ?? DEFAULT_SUPPORT_URL}
      {...(detail ? { detail } : {})}
      {...(stack ? { stack } : {})}
    />
  );
}
