import type { ActionFunctionArgs } from 'react-router';
import { envFrom } from '../../../platform/env.server';
import { appContextOf } from '../../../platform/request/appContext.server';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { activityEndpoint } from './activity.server';

/**
 * `POST /__ridgeline/einstein/*`: the browser's activity and personal recommendation calls, forwarded with the
 * shopper's identity added on the server (see `activity.server.ts`). A GET is refused (405).
 * @caching no-store
 */
export function action(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  return activityEndpoint(request, params['*'] ?? '', {
    shopper: requestContextOf({ request, context }).shopper,
    einstein: appContextOf(context).commerce.einstein,
    enabled: envFrom().EINSTEIN_ACTIVITIES,
    clientAddress: clientAddressOf(context),
  });
}

export function loader() {
  return Response.json(
    { message: 'Method not allowed' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  );
}
