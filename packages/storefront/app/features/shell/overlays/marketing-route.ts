import type { LoaderFunctionArgs } from 'react-router';
import { marketingSlotResponse } from '@ridgeline/commerce/server';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { envFrom } from '../../../platform/env.server';
import { shopLocale } from '../../../platform/urls';
import { appContextOf } from '../../../platform/request/appContext.server';

/**
 * `GET /__ridgeline/marketing/{slot}?locale=…` → `{ action }` (`marketingSlotResponse` of @ridgeline/commerce).
 * @caching public (tagged `rl-m-{slot}`; a failed call `no-store`)
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  // The marketing site API's answers by slot (`slots/{slotId}`), in a locale this shop serves.
  const locale = shopLocale(new URL(request.url).searchParams.get('locale') ?? '')?.id ?? getCommerceConfig().locale;
  const tokens = appContextOf(context).commerce.guestTokens;
  return marketingSlotResponse(getCommerceConfig(), params.slot ?? '', locale, tokens, envFrom());
}
