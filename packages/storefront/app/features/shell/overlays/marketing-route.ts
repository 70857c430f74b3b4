import type { LoaderFunctionArgs } from 'react-router';
import { isMarketingSlot } from '@ridgeline/renderer';
import { marketingAction } from '@ridgeline/commerce/server';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { shopLocale } from '../../../platform/urls';
import { log, messageOf } from '../../../platform/log.server';
import { appContextOf } from '../../../platform/request/appContext.server';

/** The same for every visitor: shared caches may keep it as long as the server does. */
export const MARKETING_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300';

function json(body: unknown, status: number, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

/**
 * `GET /__ridgeline/marketing/{slot}?locale=…` → `{ action }` (null when the slot is inactive). An unknown slot → 404;
 * the marketing API failing → 502 `no-store` (logged), which the overlays treat as "no action".
 * @caching public (a failed call `no-store`)
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slot = params.slot ?? '';
  if (!isMarketingSlot(slot))
    return json({ message: `Unknown marketing slot "${slot}"` }, 404, 'public, max-age=0, s-maxage=60');
  const requested = new URL(request.url).searchParams.get('locale') ?? '';
  // The marketing site API's answers by slot (`slots/{slotId}`), in a locale this shop serves.
  const locale = shopLocale(requested)?.id ?? getCommerceConfig().locale;
  try {
    return json(
      { action: await marketingAction(getCommerceConfig(), slot, locale, appContextOf(context).commerce.guestTokens) },
      200,
      MARKETING_CACHE_CONTROL,
    );
  } catch (error) {
    log.warn({ event: 'marketing-slot-failed', slot }, messageOf(error));
    return json({ message: 'The marketing slot could not be loaded' }, 502, 'no-store');
  }
}
