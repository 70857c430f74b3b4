import type { CommerceService } from '@ridgeline/blocks';
import { readCommerceConfig, type CommerceConfig } from './config.server';
import { getCommerceService } from './service.server';

let config: CommerceConfig | undefined;

/** The process's commerce configuration (read from process.env on first use). */
export function getCommerceConfig(): CommerceConfig {
  config ??= readCommerceConfig();
  return config;
}

/** The `CommerceService` block loaders get as `ctx.services.commerce`. */
export function getCommerce(): CommerceService {
  return getCommerceService(getCommerceConfig());
}
