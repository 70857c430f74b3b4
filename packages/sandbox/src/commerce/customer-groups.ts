import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AuthService } from './auth.js';
import type { CommerceConfig } from './config.js';
import { ScapiError, scapiErrorResponse } from './errors.js';
import { checkRequest } from './shopper-api.js';

/** A customer group as the customer-group custom API returns it. */
export interface CustomerGroup {
  /** the group id; also the segment id personalised containers use (`variants[].segment[].id`) */
  id: string;
  description: string;
  /** system groups every shopper falls into by login state; dynamic groups come from a rule; static ones from a list */
  type: 'system' | 'dynamic' | 'static';
}

/** The demo site's customer groups (every segment id in the demo content is one of these; a test checks it). */
export const DEMO_CUSTOMER_GROUPS: readonly CustomerGroup[] = Object.freeze([
  { id: 'Everyone', description: 'Every shopper', type: 'system' },
  { id: 'Unregistered', description: 'Shoppers who are not logged in', type: 'system' },
  { id: 'Registered', description: 'Shoppers logged in to an account', type: 'system' },
  { id: 'Loyalty Members', description: 'Ridgeline Rewards members', type: 'static' },
  { id: 'Big Spenders', description: 'More than $1,000 in orders over the last 12 months', type: 'dynamic' },
  { id: 'Outdoor Enthusiasts', description: 'Bought hiking, climbing or camping gear at least three times', type: 'dynamic' },
  { id: 'Newsletter Subscribers', description: 'Opted in to marketing email', type: 'static' },
  { id: 'First-Time Buyers', description: 'Exactly one order', type: 'dynamic' },
  { id: 'Repeat Customers', description: 'Two or more orders', type: 'dynamic' },
  { id: 'Lapsed Customers', description: 'No order in the last 18 months', type: 'dynamic' },
  { id: 'Trail Crew Volunteers', description: 'Signed up to volunteer for trail maintenance days', type: 'static' },
  { id: 'Winter Sports', description: 'Bought ski, snowshoe or ice gear', type: 'dynamic' },
  { id: 'Canada Shoppers', description: 'Shipping address in Canada', type: 'dynamic' },
  { id: 'Employees', description: 'Ridgeline staff (employee pricing)', type: 'static' },
  { id: 'VIP', description: 'Invited by the customer-care team', type: 'static' },
]);

/**
 * The customer-group list as a custom API (docs/behaviour/data-and-caching.md#custom-api-shape:
 * `{proxy}/custom/{apiName}/v1/organizations/{orgId}/{endpointPath}?siteId=…`, Bearer token):
 *   GET /custom/customer-groups/v1/organizations/{org}/groups?siteId=       → { limit, total, data: CustomerGroup[] }
 *   GET /custom/customer-groups/v1/organizations/{org}/folders/root?siteId=&levels=0 → { id: 'root', c_customerGroups: string[] }
 */
export function createCustomerGroupsApi(
  config: CommerceConfig,
  auth: AuthService,
  groups: readonly CustomerGroup[] = DEMO_CUSTOMER_GROUPS,
): Hono {
  const app = new Hono();
  const base = '/custom/customer-groups/v1/organizations/:org';
  const handle = (fn: (c: Context) => unknown) => (c: Context) => {
    try {
      checkRequest(c, config, auth);
      return c.json(fn(c) as object);
    } catch (err) {
      if (err instanceof ScapiError) return scapiErrorResponse(c, err);
      throw err;
    }
  };
  app.get(
    `${base}/groups`,
    handle(() => ({ limit: groups.length, total: groups.length, data: groups.map((g) => ({ ...g })) })),
  );
  app.get(
    `${base}/folders/root`,
    handle(() => ({ id: 'root', name: 'Root', c_customerGroups: groups.map((g) => g.id) })),
  );
  return app;
}
