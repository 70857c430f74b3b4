import { Hono } from 'hono';
import type { Context } from 'hono';
import { newId, serializeBasket, type BasketRow, type ItemRow, type Queryable } from './basket-model.js';
import { ensureCustomer, type ShopContext } from './baskets.js';
import { customerByLogin, hashPassword, normalLogin, registeredCustomerJson, type CustomerRow } from './accounts.js';
import { additionalFieldsProblems } from './authentication.js';
import { badRequest, notFound, parseIntParam, readJsonBody, scapiRoute } from './errors.js';
import type { OrderRow } from './orders.js';
import { customerDocument } from './profile.js';
import { checkOwnCustomer, checkShopper, type Shopper } from './shopper.js';

const LIST_TYPES = ['wish_list', 'gift_registry', 'shopping_list', 'custom_1', 'custom_2', 'custom_3'] as const;

interface ListRow {
  list_id: string;
  customer_id: string;
  type: string;
  name: string | null;
  description: string | null;
  public: boolean;
  created_at: Date;
  updated_at: Date;
}

interface ListItemRow {
  item_id: string;
  list_id: string;
  product_id: string;
  type: string;
  quantity: number;
  priority: number;
  public: boolean;
}

/** The sandbox's password policy (B2C Commerce's default shape): 8 to 255 characters with an upper-case letter, a lower-case letter and a digit. */
export function passwordPolicyProblem(password: string): string | undefined {
  if (password.length < 8 || password.length > 255) return 'The password must have 8 to 255 characters.';
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) {
    return 'The password must contain an upper-case letter, a lower-case letter and a digit.';
  }
  return undefined;
}

const invalidBody = (detail: string) => badRequest('invalid-request-body', 'Invalid Request Body', detail);

const listItemJson = (i: ListItemRow) => ({
  id: i.item_id,
  priority: i.priority,
  productId: i.product_id,
  public: i.public,
  purchasedQuantity: 0,
  quantity: i.quantity,
  type: i.type,
});

async function listJson(db: Queryable, list: ListRow) {
  const items = await db.query<ListItemRow>('select * from product_list_items where list_id = $1 order by position', [
    list.list_id,
  ]);
  return {
    creationDate: list.created_at.toISOString(),
    customerProductListItems: items.rows.map(listItemJson),
    ...(list.description ? { description: list.description } : {}),
    id: list.list_id,
    lastModified: list.updated_at.toISOString(),
    ...(list.name ? { name: list.name } : {}),
    public: list.public,
    type: list.type,
  };
}

/**
 * Shopper Customers, the parts a storefront calls for every shopper (`/customer/shopper-customers/v1/organizations/
 * {org}/customers/{customerId}/…`): the customer, their baskets, their orders and their product lists (the wish
 * list). The path's customer must be the token's (403 otherwise). Guests are customers too: they get a customer
 * record with `authType: 'guest'`, their basket, their orders and product lists of their own, as PWA Kit expects
 * (it reads the baskets and creates a wish list for every shopper with a customer id).
 */
export function createCustomersApi(ctx: ShopContext): Hono {
  const { config, auth, database } = ctx;
  const app = new Hono();
  const base = '/customer/shopper-customers/v1/organizations/:org/customers/:customerId';

  const shopperOf = (c: Context): Shopper => {
    const shopper = checkShopper(c, config, auth);
    checkOwnCustomer(c, shopper);
    return shopper;
  };

  /**
   * `registerCustomer`: a guest's token creates a registered customer from `{ customer: { login, email, firstName,
   * lastName }, password }`. The login is kept lower-case and must be free; the password must meet the policy below.
   * The shopper then logs in with it (SLAS `/oauth2/login`): registering does not change the token.
   */
  app.post(
    '/customer/shopper-customers/v1/organizations/:org/customers',
    scapiRoute(async (c) => {
      checkShopper(c, config, auth);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      const customer = body.customer as Record<string, unknown> | undefined;
      if (!customer || typeof customer !== 'object') throw invalidBody('The body needs a "customer" object.');
      const text = (name: string, max: number, required: boolean): string | undefined => {
        const value = customer[name];
        if (value === undefined && !required) return undefined;
        if (typeof value !== 'string' || !value.trim() || value.length > max)
          throw invalidBody(`"customer.${name}" must be a non-empty string of at most ${max} characters.`);
        return value.trim();
      };
      const login = normalLogin(text('login', 256, true)!);
      const email = text('email', 256, false);
      const firstName = text('firstName', 256, false);
      const lastName = text('lastName', 256, true)!;
      const password = body.password;
      if (typeof password !== 'string') throw invalidBody('The body needs a "password" string.');
      const policy = passwordPolicyProblem(password);
      if (policy) throw badRequest('password-policy-violation', 'Password Policy Violation', policy);
      const extra = customer.c_additionalFields;
      if (extra !== undefined && (typeof extra !== 'object' || extra === null || Array.isArray(extra)))
        throw invalidBody('"customer.c_additionalFields" must be an object.');
      const fieldProblems = extra ? additionalFieldsProblems(extra as Record<string, unknown>) : {};
      if (Object.keys(fieldProblems).length) {
        throw badRequest('invalid_form', 'Invalid Form', `Invalid fields: ${Object.keys(fieldProblems).join(', ')}.`, {
          fieldErrors: fieldProblems,
        });
      }
      const hash = await hashPassword(password);
      const db = await database.open();
      const row = await db.transaction(async (tx) => {
        if (await customerByLogin(tx, login)) {
          throw badRequest('login-already-in-use', 'Login Already In Use', `The login '${login}' is already in use.`);
        }
        const { rows } = await tx.query<CustomerRow>(
          `insert into customers (customer_id, auth_type, login, email, first_name, last_name, password_hash, data)
           values ($1, 'registered', $2, $3, $4, $5, $6, $7) returning *`,
          [
            newId(),
            login,
            email ?? login,
            firstName ?? null,
            lastName,
            hash,
            JSON.stringify(extra ? { c_additionalFields: extra } : {}),
          ],
        );
        return rows[0]!;
      });
      // failures on this login before it existed were someone else's guesses: they must not lock the new owner out
      auth.clearLoginFailures(login);
      return registeredCustomerJson(row);
    }),
  );

  app.get(
    base,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      if (shopper.authType === 'guest')
        return { authType: 'guest', customerId: shopper.customerId, preferredLocale: shopper.locale };
      const db = await database.open();
      const { rows } = await db.query<CustomerRow>(
        `select * from customers where customer_id = $1 and auth_type = 'registered'`,
        [shopper.customerId],
      );
      if (!rows[0])
        throw notFound(
          'customer-not-found',
          'Customer Not Found',
          `No customer with ID '${shopper.customerId}' could be found.`,
        );
      // with the profile fields, custom attributes and addresses (src/commerce/profile.ts)
      return customerDocument(db, rows[0]);
    }),
  );

  app.get(
    `${base}/baskets`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const db = await database.open();
      const { rows } = await db.query<BasketRow>(
        `select * from baskets where customer_id = $1 and site_id = $2 and status = 'open' order by created_at`,
        [shopper.customerId, shopper.siteId],
      );
      const baskets = [];
      for (const row of rows) {
        const items = await db.query<ItemRow>('select * from basket_items where basket_id = $1 order by position', [
          row.basket_id,
        ]);
        baskets.push(serializeBasket(ctx.catalog(), config, row, items.rows));
      }
      // like SCAPI, an empty list is left out
      return baskets.length ? { baskets, total: baskets.length } : { total: 0 };
    }),
  );

  app.get(
    `${base}/orders`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const offset = parseIntParam('offset', c.req.query('offset'), 0, 0, 1_000_000);
      const limit = parseIntParam('limit', c.req.query('limit'), 10, 1, 50);
      const status = c.req.query('status');
      const dates = (['from', 'until'] as const).map((k) => {
        const raw = c.req.query(k);
        if (!raw) return null;
        const d = new Date(raw);
        if (Number.isNaN(d.getTime()))
          throw badRequest(
            'invalid-parameter',
            'Invalid Parameter',
            `Parameter "${k}" must be a date or date-time, got "${raw}".`,
          );
        return d;
      });
      const where = `customer_id = $1 and site_id = $2 and ($3::text is null or status = $3)
        and ($4::timestamptz is null or created_at >= $4) and ($5::timestamptz is null or created_at < $5)`;
      const params = [shopper.customerId, shopper.siteId, status ?? null, dates[0], dates[1]];
      const db = await database.open();
      const total = await db.query<{ n: number }>(`select count(*)::int as n from orders where ${where}`, params);
      const page = await db.query<OrderRow>(
        `select * from orders where ${where} order by created_at desc, order_no desc offset $6 limit $7`,
        [...params, offset, limit],
      );
      return { data: page.rows.map((r) => r.document), limit: page.rows.length, offset, total: total.rows[0]?.n ?? 0 };
    }),
  );

  // product lists

  const ownList = async (db: Queryable, shopper: Shopper, listId: string): Promise<ListRow> => {
    const { rows } = await db.query<ListRow>('select * from product_lists where list_id = $1', [listId]);
    const list = rows[0];
    if (!list || list.customer_id !== shopper.customerId) {
      throw notFound(
        'product-list-not-found',
        'Product List Not Found',
        `No product list with ID '${listId}' could be found for customer '${shopper.customerId}'.`,
        {
          listId,
        },
      );
    }
    return list;
  };

  const checkProduct = (productId: unknown): string => {
    if (typeof productId !== 'string' || !productId.trim())
      throw invalidBody('The product list item needs a "productId".');
    const catalog = ctx.catalog();
    if (!catalog.productById.has(productId) && !catalog.variantById.has(productId)) {
      throw badRequest(
        'product-not-found',
        'Product Not Found',
        `No product with ID "${productId}" for site "${config.siteId}" could be found.`,
        { productId },
      );
    }
    return productId;
  };

  const optionalInt = (name: string, value: unknown, min: number): number | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
      throw invalidBody(`"${name}" must be a whole number of at least ${min}.`);
    return value;
  };
  const optionalBool = (name: string, value: unknown): boolean | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') throw invalidBody(`"${name}" must be true or false.`);
    return value;
  };
  const optionalString = (name: string, value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidBody(`"${name}" must be a string.`);
    return value;
  };

  app.get(
    `${base}/product-lists`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const db = await database.open();
      const { rows } = await db.query<ListRow>(
        'select * from product_lists where customer_id = $1 order by created_at, list_id',
        [shopper.customerId],
      );
      const data = [];
      for (const row of rows) data.push(await listJson(db, row));
      return { data, limit: data.length, total: data.length };
    }),
  );

  app.post(
    `${base}/product-lists`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      if (typeof body.type !== 'string' || !(LIST_TYPES as readonly string[]).includes(body.type)) {
        throw invalidBody(`"type" must be one of ${LIST_TYPES.join(', ')}, got ${JSON.stringify(body.type ?? null)}.`);
      }
      const name = optionalString('name', body.name);
      const description = optionalString('description', body.description);
      const isPublic = optionalBool('public', body.public) ?? false;
      const db = await database.open();
      const list = await db.transaction(async (tx) => {
        await ensureCustomer(tx, shopper);
        const { rows } = await tx.query<ListRow>(
          `insert into product_lists (list_id, customer_id, type, name, description, public) values ($1, $2, $3, $4, $5, $6) returning *`,
          [newId(), shopper.customerId, body.type, name ?? null, description ?? null, isPublic],
        );
        return rows[0]!;
      });
      return c.json(await listJson(db, list), 201);
    }),
  );

  app.get(
    `${base}/product-lists/:listId`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const db = await database.open();
      return listJson(db, await ownList(db, shopper, c.req.param('listId') ?? ''));
    }),
  );

  app.patch(
    `${base}/product-lists/:listId`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      const name = optionalString('name', body.name);
      const description = optionalString('description', body.description);
      const isPublic = optionalBool('public', body.public);
      const db = await database.open();
      const list = await db.transaction(async (tx) => {
        const current = await ownList(tx, shopper, c.req.param('listId') ?? '');
        const { rows } = await tx.query<ListRow>(
          `update product_lists set name = coalesce($2, name), description = coalesce($3, description), public = coalesce($4, public), updated_at = now()
           where list_id = $1 returning *`,
          [current.list_id, name ?? null, description ?? null, isPublic ?? null],
        );
        return rows[0]!;
      });
      return listJson(db, list);
    }),
  );

  app.delete(
    `${base}/product-lists/:listId`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const db = await database.open();
      await db.transaction(async (tx) => {
        const list = await ownList(tx, shopper, c.req.param('listId') ?? '');
        await tx.query('delete from product_lists where list_id = $1', [list.list_id]);
      });
      return c.body(null, 204);
    }),
  );

  app.post(
    `${base}/product-lists/:listId/items`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      if (body.type !== undefined && body.type !== 'product') {
        throw invalidBody(
          `Only "product" items are supported (no gift certificates), got ${JSON.stringify(body.type)}.`,
        );
      }
      const productId = checkProduct(body.productId);
      const quantity = optionalInt('quantity', body.quantity, 1) ?? 1;
      const priority = optionalInt('priority', body.priority, 0) ?? 1;
      const isPublic = optionalBool('public', body.public) ?? false;
      const db = await database.open();
      const item = await db.transaction(async (tx) => {
        const list = await ownList(tx, shopper, c.req.param('listId') ?? '');
        // the same product again adds to its quantity
        const { rows } = await tx.query<ListItemRow>(
          `insert into product_list_items (item_id, list_id, product_id, quantity, priority, public) values ($1, $2, $3, $4, $5, $6)
           on conflict (list_id, product_id) do update set quantity = product_list_items.quantity + excluded.quantity
           returning *`,
          [newId(), list.list_id, productId, quantity, priority, isPublic],
        );
        await tx.query('update product_lists set updated_at = now() where list_id = $1', [list.list_id]);
        return rows[0]!;
      });
      return c.json(listItemJson(item), 201);
    }),
  );

  const ownItem = async (db: Queryable, listId: string, itemId: string): Promise<ListItemRow> => {
    const { rows } = await db.query<ListItemRow>(
      'select * from product_list_items where list_id = $1 and item_id = $2',
      [listId, itemId],
    );
    if (!rows[0]) {
      throw notFound(
        'product-list-item-not-found',
        'Product List Item Not Found',
        `No item with ID '${itemId}' is in product list '${listId}'.`,
        { itemId },
      );
    }
    return rows[0];
  };

  app.get(
    `${base}/product-lists/:listId/items/:itemId`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const db = await database.open();
      const list = await ownList(db, shopper, c.req.param('listId') ?? '');
      return listItemJson(await ownItem(db, list.list_id, c.req.param('itemId') ?? ''));
    }),
  );

  app.patch(
    `${base}/product-lists/:listId/items/:itemId`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      const quantity = optionalInt('quantity', body.quantity, 0);
      const priority = optionalInt('priority', body.priority, 0);
      const isPublic = optionalBool('public', body.public);
      const db = await database.open();
      const item = await db.transaction(async (tx) => {
        const list = await ownList(tx, shopper, c.req.param('listId') ?? '');
        const current = await ownItem(tx, list.list_id, c.req.param('itemId') ?? '');
        if (quantity === 0) {
          await tx.query('delete from product_list_items where item_id = $1', [current.item_id]);
          return undefined;
        }
        const { rows } = await tx.query<ListItemRow>(
          `update product_list_items set quantity = coalesce($2, quantity), priority = coalesce($3, priority), public = coalesce($4, public)
           where item_id = $1 returning *`,
          [current.item_id, quantity ?? null, priority ?? null, isPublic ?? null],
        );
        return rows[0];
      });
      return item ? listItemJson(item) : c.body(null, 204);
    }),
  );

  app.delete(
    `${base}/product-lists/:listId/items/:itemId`,
    scapiRoute(async (c) => {
      const shopper = shopperOf(c);
      const db = await database.open();
      await db.transaction(async (tx) => {
        const list = await ownList(tx, shopper, c.req.param('listId') ?? '');
        const item = await ownItem(tx, list.list_id, c.req.param('itemId') ?? '');
        await tx.query('delete from product_list_items where item_id = $1', [item.item_id]);
        await tx.query('update product_lists set updated_at = now() where list_id = $1', [list.list_id]);
      });
      return c.body(null, 204);
    }),
  );

  return app;
}
