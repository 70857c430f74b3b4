import { notFound } from '../lib/content.server';
import { ISLANDS_HANDLE } from '../lib/document';

/** The not-found page is public: an islands document with no island (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

/** Every other path: the not-found page (404), rendered by the root ErrorBoundary. */
export function loader(): never {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
