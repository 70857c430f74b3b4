import { Hono } from 'hono';
import type { CommerceConfig } from './config.js';

/**
 * B2C Commerce's storefront analytics beacon, `/on/demandware.store/Sites-{site}-Site/{locale}/__Analytics-Start`,
 * which PWA Kit's retail app requests on page views through its OCAPI proxy. The sandbox keeps no analytics: it
 * accepts the beacon (GET or POST, any query) and discards it, answering an empty 204 so a client's console stays
 * clean. A site the sandbox does not serve is a 404, as on a real instance.
 */
export function createAnalyticsBeacon(config: Pick<CommerceConfig, 'siteId'>): Hono {
  const app = new Hono();
  app.on(['GET', 'POST'], '/on/demandware.store/:sitePath/:locale/__Analytics-Start', (c) => {
    const site = /^Sites-(.+)-Site$/.exec(c.req.param('sitePath'))?.[1];
    if (site !== config.siteId) return c.text('Not Found', 404);
    return c.body(null, 204);
  });
  return app;
}
