import { describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import { readStaticGroupMembers } from './commerce/customer-groups.js';
import type { CommerceOptions } from './commerce/index.js';
import { createSandboxApp } from './server.js';

/**
 * The folder-root call answers the CALLING shopper's customer groups (the shopper the SLAS token names), computed
 * from what they did: system groups by login state, static groups from Rewards, the newsletter and the customer-care
 * lists, dynamic groups from orders and addresses. `/groups` stays the site's whole list.
 */

const NOW = new Date('2026-06-15T12:00:00Z');

function sandbox(commerce: CommerceOptions = {}) {
  const made = createSandboxApp({
    onProblem: () => {},
    staging: false,
    commerce: { groupsClock: () => NOW, ...commerce },
  });
  const commerceService = made.commerce!;
  const db = () => commerceService.database.open();
  const folderRoot = async (token: string, query = 'levels=0') => {
    const res = await made.app.request(
      `/custom/customer-groups/v1/organizations/${CFG.organizationId}/folders/root?siteId=${CFG.siteId}&${query}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    return { status: res.status, body: (await res.json()) as { c_customerGroups: string[] } };
  };
  const groupsOf = async (token: string) => (await folderRoot(token)).body.c_customerGroups;
  const registered = async (login: string, data: Record<string, unknown> = {}) => {
    const customerId = `c-${login.replace(/\W/g, '')}`;
    await (
      await db()
    ).query(
      `insert into customers (customer_id, auth_type, login, email, data) values ($1, 'registered', $2, $2, $3)`,
      [customerId, login, JSON.stringify(data)],
    );
    const tokens = await commerceService.auth.issueRegistered({
      usid: `u-${customerId}`,
      customerId,
      registered: { login, name: 'Ada' },
    });
    return { customerId, token: tokens.access_token };
  };
  let orderNo = 1;
  const order = async (customerId: string, total: number, createdAt: Date, countryCode = 'US') =>
    (await db()).query(
      `insert into orders (order_no, site_id, customer_id, basket_id, status, document, created_at) values ($1, $2, $3, 'b', 'new', $4, $5)`,
      [
        String(orderNo++),
        CFG.siteId,
        customerId,
        JSON.stringify({ orderTotal: total, shipments: [{ shippingAddress: { countryCode } }] }),
        createdAt,
      ],
    );
  return {
    app: made.app,
    commerce: commerceService,
    db,
    folderRoot,
    groupsOf,
    registered,
    order,
    close: () => commerceService.close(),
  };
}

describe('folder root: the calling shopper’s customer groups', () => {
  it('a guest is Everyone + Unregistered; a registered shopper with no history Everyone + Registered', async () => {
    const s = sandbox();
    expect(await s.groupsOf(s.commerce.auth.issueGuestToken().access_token)).toEqual(['Everyone', 'Unregistered']);
    const ada = await s.registered('ada@example.com');
    expect(await s.groupsOf(ada.token)).toEqual(['Everyone', 'Registered']);
    await s.close();
  });

  it('joining Rewards (enrolment, or Join For Free at registration) makes a Loyalty Member', async () => {
    const s = sandbox();
    const joinedAtRegistration = await s.registered('join@example.com', {
      c_additionalFields: { isLoyaltyFormSubmit: true },
    });
    expect(await s.groupsOf(joinedAtRegistration.token)).toContain('Loyalty Members');
    const later = await s.registered('later@example.com', { c_additionalFields: { isLoyaltyFormSubmit: false } });
    expect(await s.groupsOf(later.token)).not.toContain('Loyalty Members');
    const enrol = await s.app.request(
      `/custom/loyalty/v1/organizations/${CFG.organizationId}/customer/enrollment?siteId=${CFG.siteId}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${later.token}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(enrol.status).toBe(200);
    expect(await s.groupsOf(later.token)).toContain('Loyalty Members');
    await s.close();
  });

  it('newsletter opt-in: at registration, or the customer’s email on the subscriptions list', async () => {
    const s = sandbox();
    const optedIn = await s.registered('optin@example.com', { c_additionalFields: { newsletter: true } });
    expect(await s.groupsOf(optedIn.token)).toContain('Newsletter Subscribers');
    const other = await s.registered('later@example.com');
    expect(await s.groupsOf(other.token)).not.toContain('Newsletter Subscribers');
    const subscribe = await s.app.request('/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Later@Example.com' }),
    });
    expect(subscribe.status).toBe(200);
    expect(await s.groupsOf(other.token)).toContain('Newsletter Subscribers');
    await s.close();
  });

  it('reads the CLI’s SANDBOX_STATIC_GROUP_MEMBERS, or says what is wrong with it', () => {
    expect(readStaticGroupMembers(undefined)).toBeUndefined();
    expect(readStaticGroupMembers(' ')).toBeUndefined();
    expect(readStaticGroupMembers('{"Employees":["@staff.example.com","a@b.c"]}')).toEqual({
      Employees: ['@staff.example.com', 'a@b.c'],
    });
    expect(String(readStaticGroupMembers('{Employees}'))).toMatch(/not JSON/);
    expect(String(readStaticGroupMembers('["a@b.c"]'))).toMatch(/object of group names/);
    expect(String(readStaticGroupMembers('{"VIP":"a@b.c"}'))).toMatch(/"VIP" must be a list/);
  });

  it('a customer-care list entry @domain takes every login at that domain', async () => {
    const s = sandbox({ staticGroupMembers: { Employees: ['@Staff.Ridgeline.dev'] } });
    const staff = await s.registered('jo@staff.ridgeline.dev');
    const lookalike = await s.registered('jo@notstaff.ridgeline.dev');
    expect(await s.groupsOf(staff.token)).toContain('Employees');
    expect(await s.groupsOf(lookalike.token)).not.toContain('Employees');
    await s.close();
  });

  it('the loyalty programme refuses Employees (409) and leaves them out of Loyalty Members', async () => {
    const s = sandbox({ staticGroupMembers: { Employees: ['@staff.ridgeline.dev'] } });
    const staff = await s.registered('jo@staff.ridgeline.dev');
    const enrol = await s.app.request(
      `/custom/loyalty/v1/organizations/${CFG.organizationId}/customer/enrollment?siteId=${CFG.siteId}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(enrol.status).toBe(409);
    expect(await enrol.json()).toMatchObject({
      title: 'Not Eligible',
      detail: 'Employees are not eligible for the loyalty programme.',
    });
    expect(await s.groupsOf(staff.token)).not.toContain('Loyalty Members');
    await s.close();
  });

  it('"Join For Free" ticked at registration does not make an employee a member either', async () => {
    const s = sandbox({ staticGroupMembers: { Employees: ['@staff.ridgeline.dev'] } });
    const staff = await s.registered('ann@staff.ridgeline.dev', { c_additionalFields: { isLoyaltyFormSubmit: true } });
    const shopper = await s.registered('ann@example.com', { c_additionalFields: { isLoyaltyFormSubmit: true } });
    expect(await s.groupsOf(staff.token)).toEqual(expect.arrayContaining(['Employees', 'Registered']));
    expect(await s.groupsOf(staff.token)).not.toContain('Loyalty Members');
    expect(await s.groupsOf(shopper.token)).toContain('Loyalty Members');
    await s.close();
  });

  it('static customer-care lists by login', async () => {
    const s = sandbox({ staticGroupMembers: { Employees: ['Staff@Ridgeline.dev'], VIP: [] } });
    const staff = await s.registered('staff@ridgeline.dev');
    const other = await s.registered('someone@example.com');
    expect(await s.groupsOf(staff.token)).toContain('Employees');
    expect(await s.groupsOf(other.token)).not.toContain('Employees');
    expect(await s.groupsOf(other.token)).not.toContain('VIP');
    await s.close();
  });

  it('orders: one → First-Time Buyers, two → Repeat Customers (not both)', async () => {
    const s = sandbox();
    const ada = await s.registered('ada@example.com');
    await s.order(ada.customerId, 50, NOW);
    expect(await s.groupsOf(ada.token)).toEqual(expect.arrayContaining(['First-Time Buyers']));
    expect(await s.groupsOf(ada.token)).not.toContain('Repeat Customers');
    await s.order(ada.customerId, 50, NOW);
    const groups = await s.groupsOf(ada.token);
    expect(groups).toContain('Repeat Customers');
    expect(groups).not.toContain('First-Time Buyers');
    await s.close();
  });

  it('Big Spenders: more than $1,000 of orders in the 12 months before the injected clock', async () => {
    const s = sandbox();
    const ada = await s.registered('ada@example.com');
    await s.order(ada.customerId, 900, new Date('2025-05-01T00:00:00Z')); // 13 months before NOW: not counted
    await s.order(ada.customerId, 600, new Date('2026-01-01T00:00:00Z'));
    await s.order(ada.customerId, 400, new Date('2026-06-01T00:00:00Z'));
    expect(await s.groupsOf(ada.token)).not.toContain('Big Spenders'); // exactly 1,000 in the window
    await s.order(ada.customerId, 0.01, new Date('2026-06-10T00:00:00Z'));
    expect(await s.groupsOf(ada.token)).toContain('Big Spenders');
    await s.close();
  });

  it('Canada Shoppers: an order shipped to Canada, or a saved Canadian address', async () => {
    const s = sandbox();
    const shipped = await s.registered('shipped@example.com');
    await s.order(shipped.customerId, 20, NOW, 'CA');
    expect(await s.groupsOf(shipped.token)).toContain('Canada Shoppers');
    const saved = await s.registered('saved@example.com');
    expect(await s.groupsOf(saved.token)).not.toContain('Canada Shoppers');
    await (
      await s.db()
    ).query(`insert into customer_addresses (customer_id, address_id, address) values ($1, 'home', $2)`, [
      saved.customerId,
      JSON.stringify({ countryCode: 'CA' }),
    ]);
    expect(await s.groupsOf(saved.token)).toContain('Canada Shoppers');
    await s.close();
  });

  it('a guest’s orders count too; another shopper’s never do', async () => {
    const s = sandbox();
    const guest = s.commerce.auth.issueGuestToken();
    const other = s.commerce.auth.issueGuestToken();
    await s.order(guest.customer_id, 30, NOW);
    expect(await s.groupsOf(guest.access_token)).toEqual(['Everyone', 'Unregistered', 'First-Time Buyers']);
    expect(await s.groupsOf(other.access_token)).toEqual(['Everyone', 'Unregistered']);
    await s.close();
  });

  it('401 without a shopper token, 400 for levels other than 0; /groups is still the whole list', async () => {
    const s = sandbox();
    expect((await s.folderRoot('nope')).status).toBe(401);
    expect((await s.folderRoot(s.commerce.auth.issueGuestToken().access_token, 'levels=2')).status).toBe(400);
    const list = await s.app.request(
      `/custom/customer-groups/v1/organizations/${CFG.organizationId}/groups?siteId=${CFG.siteId}`,
      {
        headers: { authorization: `Bearer ${s.commerce.auth.issueGuestToken().access_token}` },
      },
    );
    expect(((await list.json()) as { total: number }).total).toBe(s.commerce.customerGroups.length);
    await s.close();
  });
});
