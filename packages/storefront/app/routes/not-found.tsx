import { notFound } from '../lib/content.server';

/** Every other path: the not-found page (404), rendered by the root ErrorBoundary. */
export function loader(): never {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
