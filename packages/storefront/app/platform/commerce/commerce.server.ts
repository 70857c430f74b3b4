import { createEinsteinClient, type EinsteinClient } from '@ridgeline/commerce/server';
import { readCommerceConfig, type CommerceConfig } from './config.server';
import { DEFAULT_LOCALE_ID, type ShopLocale } from '../urls';

let config: CommerceConfig | undefined;

/** The process's commerce configuration (from the checked environment, on first use). */
export function getCommerceConfig(): CommerceConfig {
  config ??= readCommerceConfig();
  return config;
}

/**
 * The commerce configuration for a shop locale: its id as the commerce `locale` and its currency (the default
 * locale's currency is `COMMERCE_CURRENCY`, USD unless set).
 */
export function commerceConfigFor(locale: ShopLocale): CommerceConfig {
  const base = getCommerceConfig();
  return { ...base, locale: locale.id, currency: locale.id === DEFAULT_LOCALE_ID ? base.currency : locale.currency };
}

let processClient: EinsteinClient | undefined;

/** The process's Einstein client (the activity endpoint, the checkout), over the base commerce configuration. */
export function processEinsteinClient(): EinsteinClient {
  if (!processClient) {
    const config = getCommerceConfig();
    processClient = createEinsteinClient(config.einstein, { timeoutMs: config.timeoutMs });
  }
  return processClient;
}
