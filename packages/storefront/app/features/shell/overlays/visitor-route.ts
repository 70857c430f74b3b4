import type { LoaderFunctionArgs } from 'react-router';
import { appContextOf } from '../../../platform/request/appContext.server';
import { visitorAnswer } from './visitor.server';

/**
 * `GET /__ridgeline/visitor?locale=…` → `{ doNotTrack, countryOverlay }` for this request only (see visitor.server.ts).
 * @caching private
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(await visitorAnswer(request, appContextOf(context).commerce.guestTokens)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}
