import type { ActionFunctionArgs } from 'react-router';
import { envFrom } from '../../../platform/env.server';
import { appContextOf } from '../../../platform/request/appContext.server';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { browserErrorsMethodNotAllowed, collectBrowserError } from '../errors/browserErrors.server';

/**
 * `POST /__ridgeline/errors`: the browser error collector (`BROWSER_ERRORS`; 404 without it). A page of this site
 * sends one report (JSON) per error, which is logged as one `browser-error` line (`errors/browserErrors.server.ts`).
 * @caching no-store
 */
export function action({ request, context }: ActionFunctionArgs) {
  return collectBrowserError(request, {
    enabled: envFrom().BROWSER_ERRORS,
    clientAddress: clientAddressOf(context),
    limiter: appContextOf(context).browserErrorsLimiter,
  });
}

/** A GET: 405 (reports are posted). */
export function loader() {
  return browserErrorsMethodNotAllowed();
}
