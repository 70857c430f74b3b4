/** Marketing actions by slot on the server: the marketing site API (`slots/{slotId}`), cached; see `marketing.ts`. */
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { shopLocale } from '../../../platform/urls';
import { parseMarketingAction, type MarketingAction, type MarketingSlot } from '@ridgeline/renderer';
import { getSiteApi, SiteApiError, siteApiCache, type GuestTokenSource } from '@ridgeline/commerce/server';

/** The slot's active action, or null (inactive, or a slot the API does not know: 404). Other failures throw. */
export function marketingAction(
  slot: MarketingSlot,
  locale: string,
  tokens: GuestTokenSource,
): Promise<MarketingAction | null> {
  const served = shopLocale(locale)?.id ?? getCommerceConfig().locale;
  return siteApiCache.get(`marketing|${slot}|${served}`, async () => {
    try {
      return parseMarketingAction(
        await getSiteApi(getCommerceConfig(), 'marketing', `slots/${slot}`, { locale: served }, tokens),
      );
    } catch (error) {
      if (error instanceof SiteApiError && error.status === 404) return null;
      throw error;
    }
  });
}
