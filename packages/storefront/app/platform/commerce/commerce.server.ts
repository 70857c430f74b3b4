import { perEnv } from '../env.server';
import { readCommerceConfig, type CommerceConfig } from './config.server';
import { DEFAULT_LOCALE_ID, type ShopLocale } from '../urls';

const processCommerceConfig = perEnv(() => readCommerceConfig());

/** The process's commerce configuration (from the checked environment, on first use). */
export function getCommerceConfig(): CommerceConfig {
  return processCommerceConfig();
}

/**
 * The commerce configuration for a shop locale: its id as the commerce `locale` and its currency (the default
 * locale's currency is `COMMERCE_CURRENCY`, USD unless set).
 */
export function commerceConfigFor(locale: ShopLocale): CommerceConfig {
  return commerceConfigOf(getCommerceConfig(), locale);
}

/** Pure: `base` (the default locale's configuration) for a shop locale, as `commerceConfigFor` describes. */
export function commerceConfigOf(base: CommerceConfig, locale: ShopLocale): CommerceConfig {
  return { ...base, locale: locale.id, currency: locale.id === DEFAULT_LOCALE_ID ? base.currency : locale.currency };
}
