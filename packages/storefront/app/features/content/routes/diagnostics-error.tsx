import { getConfig } from '../../../platform/config.server';
import { notFound } from '../../../platform/content.server';

/**
 * `/__ridgeline/error`: throws, to show the error page (tests). Exists only with RIDGELINE_DIAGNOSTICS=1;
 * otherwise it is the not-found page.
 * @caching no-store
 */
export function loader(): never {
  if (!getConfig().diagnostics) throw notFound();
  throw new Error('Diagnostic error: /__ridgeline/error always fails (RIDGELINE_DIAGNOSTICS=1).');
}

export default function DiagnosticsError() {
  return null;
}
