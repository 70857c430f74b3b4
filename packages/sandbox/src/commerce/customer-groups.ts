import { Hono } from 'hono';
import demoCustomerGroups from '../../catalog/customer-groups.json';
import type { Context } from 'hono';
import type { AuthService } from './auth.js';
import type { CommerceConfig } from './config.js';
import { ScapiError, scapiErrorResponse } from './errors.js';
import type { SandboxDatabase } from '../db/index.js';
import { checkRequest } from './shopper-api.js';
import type { ShopperContext } from './shopper-context.js';
import { checkShopper, type Shopper } from './shopper.js';

/** A customer group as the customer-group custom API returns it. */
export interface CustomerGroup {
  /** the group id; also the segment id personalised containers use (`variants[].segment[].id`) */
  id: string;
  description: string;
  /** system groups every shopper falls into by login state; dynamic groups come from a rule; static ones from a list */
  type: 'system' | 'dynamic' | 'static';
}

/**
 * The demo site's customer groups, kept as data in `catalog/customer-groups.json` (the content lint reads the same
 * file: every segment id in the demo content is one of these).
 */
export const DEMO_CUSTOMER_GROUPS: readonly CustomerGroup[] = Object.freeze(demoCustomerGroups as CustomerGroup[]);

/** Dynamic-group thresholds (the descriptions above say the same in words). */
export const BIG_SPENDER_THRESHOLD = 1_000;
/** How far back Big Spenders looks: the last 12 months. */
export const BIG_SPENDER_WINDOW_MONTHS = 12;
/** The country whose addresses make a shopper one of the Canada Shoppers. */
export const CANADA = 'CA';

/** The customer group the loyalty programme is closed to. */
export const LOYALTY_EXCLUDED_GROUP = 'Employees';

/**
 * Who is in a static group that no shopper action fills: customer-care lists (Employees, VIP, Trail Crew Volunteers),
 * by login (case-insensitive); an entry `@domain` takes every login at that domain (a company's staff). Empty in the
 * demo; `commerce.staticGroupMembers` (the CLI's `SANDBOX_STATIC_GROUP_MEMBERS`) fills it.
 */
export type StaticGroupMembers = Readonly<Record<string, readonly string[]>>;

/**
 * The CLI's `SANDBOX_STATIC_GROUP_MEMBERS`: JSON of group → logins (or `@domain` entries), e.g.
 * `{"Employees":["@staff.example.com"]}`. Unset: none. Anything else is an Error that says what is wrong.
 */
export function readStaticGroupMembers(json: string | undefined): StaticGroupMembers | undefined | Error {
  if (!json?.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return new Error('not JSON: expected {"Group": ["login or @domain", …]}');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return new Error('expected an object of group names to lists of logins');
  for (const [group, logins] of Object.entries(value)) {
    if (!Array.isArray(logins) || !logins.every((login) => typeof login === 'string' && login.trim() !== ''))
      return new Error(`"${group}" must be a list of logins (or @domain entries)`);
  }
  return value as StaticGroupMembers;
}

/** Whether a customer-care list's entry (a login, or `@domain`) names this login (lower case). */
const listed = (entry: string, login: string) => {
  const wanted = entry.trim().toLowerCase();
  return wanted.startsWith('@') ? login.endsWith(wanted) : wanted === login;
};

/** What the folder-root call reads besides the database. */
export interface CustomerGroupSources {
  database: SandboxDatabase;
  /** whether an email is subscribed to the newsletter (the subscriptions API's list) */
  newsletterSubscribed?: (email: string) => boolean;
  staticGroupMembers?: StaticGroupMembers;
  /** groups a shopper context assigns (the merchandiser toolkit), by `${siteId}:${usid}` */
  shopperContexts?: Map<string, ShopperContext>;
  /** the clock Big Spenders' 12 months are counted back from (tests inject one) */
  now?: () => Date;
}

interface CustomerRow {
  auth_type: 'guest' | 'registered';
  login: string | null;
  email: string | null;
  data: Record<string, unknown>;
}

const months = (from: Date, back: number): Date => {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() - back);
  return d;
};

/**
 * The shopper's customer groups, computed as a commerce platform computes them, in the order of the group list:
 * - system: Everyone, and Unregistered (a guest token) or Registered;
 * - static: Loyalty Members (joined Rewards: the enrolment, or "Join For Free" at registration), Newsletter
 *   Subscribers (opted in at registration, or the customer's email is on the newsletter list), and the customer-care
 *   lists (`staticGroupMembers`);
 * - dynamic: First-Time Buyers (exactly one order on the site), Repeat Customers (two or more), Big Spenders (order
 *   totals over `BIG_SPENDER_THRESHOLD` in the last 12 months of `now`), Canada Shoppers (a saved address or an
 *   order shipped to Canada);
 * - plus the groups a shopper context assigns to the session.
 * Only ids of `groups` are returned (a site without a group never answers it).
 */
export async function computeCustomerGroups(
  shopper: Shopper,
  sources: CustomerGroupSources,
  groups: readonly CustomerGroup[] = DEMO_CUSTOMER_GROUPS,
): Promise<string[]> {
  const member = new Set<string>(['Everyone', shopper.authType === 'registered' ? 'Registered' : 'Unregistered']);
  const db = await sources.database.open();
  const { rows } = await db.query<CustomerRow>(
    'select auth_type, login, email, data from customers where customer_id = $1',
    [shopper.customerId],
  );
  const customer = rows[0];
  if (customer) {
    const registration = (customer.data.c_additionalFields ?? {}) as Record<string, unknown>;
    const email = customer.email ?? customer.login;
    if (registration.newsletter === true || (email && sources.newsletterSubscribed?.(email)))
      member.add('Newsletter Subscribers');
    const login = (customer.login ?? customer.email ?? '').toLowerCase();
    for (const [group, logins] of Object.entries(sources.staticGroupMembers ?? {})) {
      if (login && logins.some((entry) => listed(entry, login))) member.add(group);
    }
    // After the lists: staff are not eligible, whichever way they asked to join (the enrolment refuses them too).
    const joined = customer.data.c_loyaltyMember === true || registration.isLoyaltyFormSubmit === true;
    if (joined && !member.has(LOYALTY_EXCLUDED_GROUP)) member.add('Loyalty Members');
  }
  const since = months((sources.now ?? (() => new Date()))(), BIG_SPENDER_WINDOW_MONTHS);
  const orders = await db.query<{ n: number; recent: number | null; canada: boolean }>(
    `select count(*)::int as n,
            sum(case when created_at >= $3 then (document->>'orderTotal')::float8 else 0 end) as recent,
            coalesce(bool_or(document->'shipments'->0->'shippingAddress'->>'countryCode' = $4), false) as canada
       from orders where customer_id = $1 and site_id = $2`,
    [shopper.customerId, shopper.siteId, since, CANADA],
  );
  const { n, recent, canada } = orders.rows[0] ?? { n: 0, recent: 0, canada: false };
  if (n === 1) member.add('First-Time Buyers');
  if (n >= 2) member.add('Repeat Customers');
  if ((recent ?? 0) > BIG_SPENDER_THRESHOLD) member.add('Big Spenders');
  const saved = await db.query<{ canada: boolean }>(
    `select exists (select 1 from customer_addresses where customer_id = $1 and address->>'countryCode' = $2) as canada`,
    [shopper.customerId, CANADA],
  );
  if (canada || saved.rows[0]?.canada) member.add('Canada Shoppers');
  for (const id of sources.shopperContexts?.get(`${shopper.siteId}:${shopper.usid}`)?.customerGroupIds ?? [])
    member.add(id);
  return groups.filter((g) => member.has(g.id)).map((g) => g.id);
}

/**
 * The customer-group list as a custom API (docs/behaviour/data-and-caching.md#custom-api-shape:
 * `{proxy}/custom/{apiName}/v1/organizations/{orgId}/{endpointPath}?siteId=…`, Bearer token):
 *   GET /custom/customer-groups/v1/organizations/{org}/groups?siteId=       → { limit, total, data: CustomerGroup[] }
 *   GET /custom/customer-groups/v1/organizations/{org}/folders/root?siteId=&levels=0 → { id: 'root', c_customerGroups: string[] }
 * The list is every group of the site; the folder root is the calling shopper's own groups (`computeCustomerGroups`,
 * the shopper the SLAS token names, guest or registered).
 */
export function createCustomerGroupsApi(
  config: CommerceConfig,
  auth: AuthService,
  groups: readonly CustomerGroup[] = DEMO_CUSTOMER_GROUPS,
  sources?: CustomerGroupSources,
): Hono {
  const app = new Hono();
  const base = '/custom/customer-groups/v1/organizations/:org';
  const handle = (fn: (c: Context) => unknown) => async (c: Context) => {
    try {
      return c.json((await fn(c)) as object);
    } catch (err) {
      if (err instanceof ScapiError) return scapiErrorResponse(c, err);
      throw err;
    }
  };
  app.get(
    `${base}/groups`,
    handle((c) => {
      checkRequest(c, config, auth);
      return { limit: groups.length, total: groups.length, data: groups.map((g) => ({ ...g })) };
    }),
  );
  app.get(
    `${base}/folders/root`,
    handle(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const levels = c.req.query('levels');
      if (levels !== undefined && levels !== '0')
        throw new ScapiError(
          400,
          'bad-request',
          'Bad Request',
          'Only levels=0 is supported: the root folder without subfolders.',
        );
      const mine = sources
        ? await computeCustomerGroups(shopper, sources, groups)
        : ['Everyone', shopper.authType === 'registered' ? 'Registered' : 'Unregistered'];
      return { id: 'root', name: 'Root', c_customerGroups: mine };
    }),
  );
  return app;
}
