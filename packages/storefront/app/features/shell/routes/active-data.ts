import type { LoaderFunctionArgs } from 'react-router';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { envFrom } from '../../../platform/env.server';
import { appContextOf } from '../../../platform/request/appContext.server';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { cappedByBudget } from '../../../platform/upstream.server';
import {
  ACTIVE_DATA_TIMEOUT_MS,
  activeDataMethodNotAllowed,
  forwardActiveDataBeacon,
} from '../analytics/activeData.server';

/**
 * `GET /__ridgeline/analytics/__Analytics-Start?locale&url&res&…`: the Active Data page-view beacon, forwarded first-party
 * to the commerce instance (`ACTIVE_DATA_ORIGIN`; 404 without it) with an allow-listed query, the shopper's address
 * and User-Agent and none of their cookies; always 204 to a page of this site (`analytics/activeData.server.ts`).
 * @caching no-store
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const env = envFrom();
  return forwardActiveDataBeacon(request, {
    ...appContextOf(context).activeDataGate,
    origin: env.ACTIVE_DATA_ORIGIN,
    siteId: getCommerceConfig().siteId,
    clientAddress: clientAddressOf(context),
    timeoutMs: cappedByBudget(ACTIVE_DATA_TIMEOUT_MS, env.RENDER_BUDGET_MS),
  });
}

/** Any other method: 405 (the beacon is a GET). */
export function action() {
  return activeDataMethodNotAllowed();
}
