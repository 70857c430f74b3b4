import type { Transaction } from '@electric-sql/pglite';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AuthService } from './auth.js';
import {
  checkLineQuantity,
  DEFAULT_SHIPMENT_ID,
  EMAIL_PATTERN,
  basketRate,
  applicableShippingMethods,
  findCoupon,
  findProductPromotion,
  loadBasketRows,
  methodAtRate,
  newId,
  parseAddress,
  parseItemRequests,
  priceBasket,
  serializeBasket,
  shippingMethodJson,
  type BasketRow,
  type ItemRow,
  type PaymentInstrument,
  type Queryable,
} from './basket-model.js';
import type { Catalog } from './catalog.js';
import type { CommerceConfig } from './config.js';
import { badRequest, notFound, readJsonBody, scapiRoute, ScapiError } from './errors.js';
import type { Inventory } from './inventory.js';
import { checkShopper, type Shopper } from './shopper.js';
import type { SandboxDatabase } from '../db/index.js';

/** What the basket, order and customer APIs share. */
export interface ShopContext {
  config: CommerceConfig;
  catalog: () => Catalog;
  auth: AuthService;
  database: SandboxDatabase;
  inventory: Inventory;
}

const basketNotFound = (basketId: string) =>
  notFound('basket-not-found', 'Basket Not Found', `No basket with ID '${basketId}' could be found.`, { basketId });

const invalidBody = (detail: string) => badRequest('invalid-request-body', 'Invalid Request Body', detail);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A registered customer's basket carries their e-mail from the start, as real baskets do (a client orders without
 * `PUT …/customer`); a guest's has none until one is given. SQL for the e-mail of the registered customer whose id
 * is the query parameter `customerIdParam` (e.g. `'$3'`), null for a guest.
 */
export const registeredEmailOf = (customerIdParam: string) =>
  `(select coalesce(email, login) from customers where customer_id = ${customerIdParam} and auth_type = 'registered')`;

/** Makes sure the shopper has a customer row (guests get one on their first basket). */
export async function ensureCustomer(db: Queryable, shopper: Shopper): Promise<void> {
  await db.query(
    `insert into customers (customer_id, auth_type) values ($1, $2) on conflict (customer_id) do nothing`,
    [shopper.customerId, shopper.authType],
  );
}

/**
 * The shopper's open basket in a transaction, or a 404: a basket of another shopper is answered exactly like a
 * basket that does not exist, and so is one already turned into an order.
 */
export async function ownBasket(
  tx: Queryable,
  shopper: Shopper,
  basketId: string,
): Promise<{ row: BasketRow; items: ItemRow[] }> {
  const found = await loadBasketRows(tx, basketId);
  if (
    !found ||
    found.row.customer_id !== shopper.customerId ||
    found.row.site_id !== shopper.siteId ||
    found.row.status !== 'open'
  ) {
    throw basketNotFound(basketId);
  }
  return found;
}

/**
 * Adds products to a basket: quantities of a product already in the basket are added to its line (SCAPI merges
 * product items by default). Every line is checked before any is written, and the caller's transaction rolls back
 * on any error, so a rejected add leaves the basket as it was. The first item starts the reservation clock.
 */
async function addItems(
  ctx: ShopContext,
  tx: Transaction,
  basket: { row: BasketRow; items: ItemRow[] },
  body: unknown,
): Promise<void> {
  const requests = parseItemRequests(body);
  const wanted = new Map<string, number>();
  for (const item of basket.items) wanted.set(item.product_id, item.quantity);
  for (const r of requests) wanted.set(r.productId, (wanted.get(r.productId) ?? 0) + r.quantity);
  for (const productId of new Set(requests.map((r) => r.productId))) {
    await checkLineQuantity(tx, ctx.catalog(), ctx.config, ctx.inventory, productId, wanted.get(productId)!);
  }
  for (const productId of new Set(requests.map((r) => r.productId))) {
    await tx.query(
      `insert into basket_items (item_id, basket_id, product_id, quantity) values ($1, $2, $3, $4)
       on conflict (basket_id, product_id) do update set quantity = excluded.quantity`,
      [newId(), basket.row.basket_id, productId, wanted.get(productId)],
    );
  }
  if (!basket.items.length) {
    await tx.query('update baskets set reservation_expires_at = $2 where basket_id = $1', [
      basket.row.basket_id,
      Date.now() + ctx.config.reservationMinutes * 60_000,
    ]);
  }
}

async function setItemQuantity(
  ctx: ShopContext,
  tx: Transaction,
  basket: { row: BasketRow; items: ItemRow[] },
  itemId: string,
  quantity: unknown,
) {
  const item = basket.items.find((i) => i.item_id === itemId);
  if (!item) {
    throw notFound(
      'product-item-not-found',
      'Product Item Not Found',
      `No product item with ID '${itemId}' is in basket '${basket.row.basket_id}'.`,
      {
        itemId,
      },
    );
  }
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
    throw invalidBody(
      `"quantity" must be a whole number of at least 0 (0 removes the item), got ${JSON.stringify(quantity)}.`,
    );
  }
  if (quantity === 0) {
    await tx.query('delete from basket_items where item_id = $1', [itemId]);
  } else {
    await checkLineQuantity(tx, ctx.catalog(), ctx.config, ctx.inventory, item.product_id, quantity);
    await tx.query('update basket_items set quantity = $2 where item_id = $1', [itemId, quantity]);
  }
}

/** Clears the reservation when the last item leaves the basket. */
async function afterItemsChanged(tx: Queryable, basketId: string): Promise<void> {
  await tx.query(
    `update baskets set reservation_expires_at = null
     where basket_id = $1 and not exists (select 1 from basket_items where basket_id = $1)`,
    [basketId],
  );
}

const PAYMENT_METHODS = [
  {
    id: 'CREDIT_CARD',
    name: 'Credit Card (demo: nothing is charged)',
    description: 'The demo store takes no payment; any card details are kept masked and never charged.',
    cards: [
      {
        cardType: 'Visa',
        name: 'Visa',
        numberLengths: ['13', '16'],
        numberPrefixes: ['4'],
        securityCodeLength: 3,
        checksumVerificationEnabled: false,
      },
      {
        cardType: 'Master Card',
        name: 'MasterCard',
        numberLengths: ['16'],
        numberPrefixes: ['51', '52', '53', '54', '55', '2'],
        securityCodeLength: 3,
        checksumVerificationEnabled: false,
      },
      {
        cardType: 'Amex',
        name: 'American Express',
        numberLengths: ['15'],
        numberPrefixes: ['34', '37'],
        securityCodeLength: 4,
        checksumVerificationEnabled: false,
      },
    ],
  },
];

const CARD_FIELDS = [
  'cardType',
  'expirationMonth',
  'expirationYear',
  'holder',
  'issueNumber',
  'maskedNumber',
  'validFromMonth',
  'validFromYear',
];

/** A demo payment instrument: only masked card data is kept (a full `number`, if sent, is reduced to its last four digits). */
function parsePaymentInstrument(body: Record<string, unknown>, id: string, fallbackAmount: number): PaymentInstrument {
  const methodId = body.paymentMethodId;
  if (typeof methodId !== 'string' || !PAYMENT_METHODS.some((m) => m.id === methodId)) {
    throw badRequest(
      'invalid-payment-method',
      'Invalid Payment Method',
      `"paymentMethodId" must be one of ${PAYMENT_METHODS.map((m) => m.id).join(', ')}, got ${JSON.stringify(methodId)}.`,
    );
  }
  if (body.amount !== undefined && (typeof body.amount !== 'number' || body.amount < 0))
    throw invalidBody('"amount" must be a number of at least 0.');
  const card: Record<string, unknown> = {};
  if (body.paymentCard !== undefined) {
    if (!isObject(body.paymentCard)) throw invalidBody('"paymentCard" must be an object.');
    for (const f of CARD_FIELDS) if (body.paymentCard[f] !== undefined) card[f] = body.paymentCard[f];
    const digits = String(body.paymentCard.number ?? body.paymentCard.maskedNumber ?? '').replace(/\D/g, '');
    if (digits.length >= 4) {
      card.numberLastDigits = digits.slice(-4);
      card.maskedNumber = `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
    }
    card.creditCardExpired = false;
  }
  return {
    paymentInstrumentId: id,
    paymentMethodId: methodId,
    amount: typeof body.amount === 'number' ? body.amount : fallbackAmount,
    ...(Object.keys(card).length ? { paymentCard: card } : {}),
  };
}

/**
 * Shopper Baskets v2 (`/checkout/shopper-baskets/v2/organizations/{org}/baskets…`) over the sandbox database.
 * Every change runs in one transaction (PGlite runs them one at a time), so concurrent changes to a basket are
 * applied one after the other and none is lost.
 */
export function createBasketsApi(ctx: ShopContext): Hono {
  const { config, auth, database } = ctx;
  const app = new Hono();
  // v1 and v2 answer the same: commerce-sdk-isomorphic 3 calls v1 for some basket changes (PWA Kit's
  // `PUT …/customer` and `PATCH …/baskets/{id}`) and v2 for the rest, against one and the same basket.
  const base = '/checkout/shopper-baskets/:version{v[12]}/organizations/:org/baskets';

  const answer = async (basketId: string) => {
    const db = await database.open();
    const found = await loadBasketRows(db, basketId);
    if (!found) throw basketNotFound(basketId);
    return serializeBasket(ctx.catalog(), config, found.row, found.items);
  };

  /** runs a change to the shopper's basket in a transaction, then answers the basket as it now is */
  const change =
    (
      fn: (
        tx: Transaction,
        basket: { row: BasketRow; items: ItemRow[] },
        c: Context,
        shopper: Shopper,
        body: unknown,
      ) => Promise<void>,
      bodyKind?: 'object' | 'array' | 'any',
    ) =>
    async (c: Context) => {
      const shopper = checkShopper(c, config, auth);
      const basketId = c.req.param('basketId') ?? '';
      const body =
        bodyKind === undefined
          ? undefined
          : bodyKind === 'any'
            ? await readAnyJson(c)
            : await readJsonBody(c, bodyKind);
      const db = await database.open();
      await db.transaction(async (tx) => {
        const basket = await ownBasket(tx, shopper, basketId);
        await fn(tx, basket, c, shopper, body);
        await tx.query('update baskets set updated_at = now() where basket_id = $1', [basketId]);
      });
      return answer(basketId);
    };

  const shipmentOf = (c: Context) => {
    const shipmentId = c.req.param('shipmentId');
    if (shipmentId !== DEFAULT_SHIPMENT_ID) {
      throw notFound(
        'shipment-not-found',
        'Shipment Not Found',
        `No shipment with ID '${shipmentId}' is in basket '${c.req.param('basketId')}'.`,
        {
          shipmentId,
        },
      );
    }
    return shipmentId;
  };

  app.post(
    base,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      const currency = body.currency ?? config.currency;
      if (typeof currency !== 'string' || !config.basketCurrencies.includes(currency)) {
        throw badRequest(
          'unsupported-currency',
          'Unsupported Currency',
          `Currency ${JSON.stringify(currency)} is not supported by site "${config.siteId}" (${config.basketCurrencies.join(', ')}).`,
        );
      }
      const email = isObject(body.customerInfo) ? body.customerInfo.email : undefined;
      if (email !== undefined && (typeof email !== 'string' || !EMAIL_PATTERN.test(email))) {
        throw badRequest(
          'invalid-email-address',
          'Invalid Email Address',
          `${JSON.stringify(email)} is not a valid email address.`,
        );
      }
      const db = await database.open();
      const basketId = await db.transaction(async (tx) => {
        const open = await tx.query<{ basket_id: string }>(
          `select basket_id from baskets where customer_id = $1 and site_id = $2 and status = 'open'`,
          [shopper.customerId, shopper.siteId],
        );
        if (open.rows.length) {
          const ids = open.rows.map((r) => r.basket_id);
          throw badRequest(
            'customer-baskets-quota-exceeded',
            'Customer Baskets Quota Exceeded',
            `You reached the limit of 1 open basket per customer; customer '${shopper.customerId}' already has basket '${ids[0]}'.`,
            { basketIds: ids },
          );
        }
        await ensureCustomer(tx, shopper);
        const id = newId();
        await tx.query(
          // No shipping method yet: the shopper chooses one (a client's shipping step is never skipped).
          `insert into baskets (basket_id, site_id, customer_id, usid, currency, email)
           values ($1, $2, $3, $4, $5, coalesce($6, ${registeredEmailOf('$3')}))`,
          [id, shopper.siteId, shopper.customerId, shopper.usid, currency, typeof email === 'string' ? email : null],
        );
        if (body.productItems !== undefined) {
          if (!Array.isArray(body.productItems)) throw invalidBody('"productItems" must be an array.');
          if (body.productItems.length) await addItems(ctx, tx, (await loadBasketRows(tx, id))!, body.productItems);
        }
        return id;
      });
      return answer(basketId);
    }),
  );

  app.get(
    `${base}/:basketId`,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const db = await database.open();
      const basket = await ownBasket(db, shopper, c.req.param('basketId') ?? '');
      return serializeBasket(ctx.catalog(), config, basket.row, basket.items);
    }),
  );

  app.delete(
    `${base}/:basketId`,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const db = await database.open();
      await db.transaction(async (tx) => {
        const basket = await ownBasket(tx, shopper, c.req.param('basketId') ?? '');
        await tx.query('delete from baskets where basket_id = $1', [basket.row.basket_id]);
      });
      return c.body(null, 204);
    }),
  );

  app.patch(
    `${base}/:basketId`,
    scapiRoute(
      change(async (tx, basket, _c, _s, body) => {
        const { currency } = body as Record<string, unknown>;
        if (currency === undefined) return;
        if (typeof currency !== 'string' || !config.basketCurrencies.includes(currency)) {
          throw badRequest(
            'unsupported-currency',
            'Unsupported Currency',
            `Currency ${JSON.stringify(currency)} is not supported by site "${config.siteId}" (${config.basketCurrencies.join(', ')}).`,
          );
        }
        await tx.query('update baskets set currency = $2 where basket_id = $1', [basket.row.basket_id, currency]);
      }, 'object'),
    ),
  );

  app.post(
    `${base}/:basketId/items`,
    scapiRoute(change(async (tx, basket, _c, _s, body) => addItems(ctx, tx, basket, body), 'any')),
  );

  app.patch(
    `${base}/:basketId/items`,
    scapiRoute(
      change(async (tx, basket, _c, _s, body) => {
        for (const [i, entry] of (body as unknown[]).entries()) {
          if (!isObject(entry) || typeof entry.itemId !== 'string') throw invalidBody(`item ${i} needs an "itemId".`);
          // each update sees the ones before it in the same request
          const current = await loadBasketRows(tx, basket.row.basket_id);
          await setItemQuantity(ctx, tx, current!, entry.itemId, entry.quantity);
        }
        await afterItemsChanged(tx, basket.row.basket_id);
      }, 'array'),
    ),
  );

  app.patch(
    `${base}/:basketId/items/:itemId`,
    scapiRoute(
      change(async (tx, basket, c, _s, body) => {
        await setItemQuantity(ctx, tx, basket, c.req.param('itemId') ?? '', (body as Record<string, unknown>).quantity);
        await afterItemsChanged(tx, basket.row.basket_id);
      }, 'object'),
    ),
  );

  app.delete(
    `${base}/:basketId/items/:itemId`,
    scapiRoute(
      change(async (tx, basket, c) => {
        await setItemQuantity(ctx, tx, basket, c.req.param('itemId') ?? '', 0);
        await afterItemsChanged(tx, basket.row.basket_id);
      }),
    ),
  );

  app.put(
    `${base}/:basketId/customer`,
    scapiRoute(
      change(async (tx, basket, _c, _s, body) => {
        const { email } = body as Record<string, unknown>;
        if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim())) {
          throw badRequest(
            'invalid-email-address',
            'Invalid Email Address',
            `${JSON.stringify(email ?? null)} is not a valid email address.`,
          );
        }
        await tx.query('update baskets set email = $2 where basket_id = $1', [basket.row.basket_id, email.trim()]);
      }, 'object'),
    ),
  );

  app.put(
    `${base}/:basketId/billing-address`,
    scapiRoute(
      change(async (tx, basket, c, _s, body) => {
        const address = parseAddress(body as Record<string, unknown>, 'billing address');
        await tx.query('update baskets set billing_address = $2 where basket_id = $1', [basket.row.basket_id, address]);
        if (c.req.query('useAsShipping') === 'true') {
          await tx.query('update baskets set shipping_address = $2 where basket_id = $1', [
            basket.row.basket_id,
            address,
          ]);
        }
      }, 'object'),
    ),
  );

  app.put(
    `${base}/:basketId/shipments/:shipmentId/shipping-address`,
    scapiRoute(
      change(async (tx, basket, c, _s, body) => {
        shipmentOf(c);
        const address = parseAddress(body as Record<string, unknown>, 'shipping address');
        await tx.query('update baskets set shipping_address = $2 where basket_id = $1', [
          basket.row.basket_id,
          address,
        ]);
        if (c.req.query('useAsBilling') === 'true') {
          await tx.query('update baskets set billing_address = $2 where basket_id = $1', [
            basket.row.basket_id,
            address,
          ]);
        }
      }, 'object'),
    ),
  );

  const setShippingMethod = async (tx: Transaction, basketId: string, id: unknown, items: readonly ItemRow[]) => {
    const applicable = applicableShippingMethods(ctx.catalog(), config, items);
    if (typeof id !== 'string' || !applicable.some((m) => m.id === id)) {
      throw badRequest(
        'invalid-shipping-method',
        'Invalid Shipping Method',
        `Shipping method ${JSON.stringify(id ?? null)} is not applicable (use one of ${applicable.map((m) => m.id).join(', ')}).`,
      );
    }
    await tx.query('update baskets set shipping_method_id = $2 where basket_id = $1', [basketId, id]);
  };

  app.put(
    `${base}/:basketId/shipments/:shipmentId/shipping-method`,
    scapiRoute(
      change(async (tx, basket, c, _s, body) => {
        shipmentOf(c);
        await setShippingMethod(tx, basket.row.basket_id, (body as Record<string, unknown>).id, basket.items);
      }, 'object'),
    ),
  );

  app.patch(
    `${base}/:basketId/shipments/:shipmentId`,
    scapiRoute(
      change(async (tx, basket, c, _s, body) => {
        shipmentOf(c);
        const b = body as Record<string, unknown>;
        if (b.shippingAddress !== undefined) {
          if (!isObject(b.shippingAddress)) throw invalidBody('"shippingAddress" must be an object.');
          await tx.query('update baskets set shipping_address = $2 where basket_id = $1', [
            basket.row.basket_id,
            parseAddress(b.shippingAddress, 'shipping address'),
          ]);
        }
        if (b.shippingMethod !== undefined) {
          if (!isObject(b.shippingMethod)) throw invalidBody('"shippingMethod" must be an object { id }.');
          await setShippingMethod(tx, basket.row.basket_id, b.shippingMethod.id, basket.items);
        }
      }, 'object'),
    ),
  );

  app.get(
    `${base}/:basketId/shipments/:shipmentId/shipping-methods`,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const db = await database.open();
      const basket = await ownBasket(db, shopper, c.req.param('basketId') ?? '');
      shipmentOf(c);
      const { productSubTotal } = priceBasket(ctx.catalog(), config, basket.row, basket.items);
      return {
        applicableShippingMethods: applicableShippingMethods(ctx.catalog(), config, basket.items).map((m) =>
          shippingMethodJson(methodAtRate(m, basketRate(config, basket.row.currency)), productSubTotal),
        ),
        defaultShippingMethodId: config.shippingMethods[0]?.id,
      };
    }),
  );

  app.get(
    `${base}/:basketId/payment-methods`,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const db = await database.open();
      await ownBasket(db, shopper, c.req.param('basketId') ?? '');
      return { applicablePaymentMethods: PAYMENT_METHODS };
    }),
  );

  app.post(
    `${base}/:basketId/payment-instruments`,
    scapiRoute(
      change(async (tx, basket, _c, _s, body) => {
        const { orderTotal } = priceBasket(ctx.catalog(), config, basket.row, basket.items);
        const instrument = parsePaymentInstrument(body as Record<string, unknown>, newId(), orderTotal);
        await tx.query('update baskets set payment_instruments = $2 where basket_id = $1', [
          basket.row.basket_id,
          JSON.stringify([...basket.row.payment_instruments, instrument]),
        ]);
      }, 'object'),
    ),
  );

  const instrumentIndex = (basket: { row: BasketRow }, id: string) => {
    const i = basket.row.payment_instruments.findIndex((p) => p.paymentInstrumentId === id);
    if (i < 0) {
      throw notFound(
        'payment-instrument-not-found',
        'Payment Instrument Not Found',
        `No payment instrument with ID '${id}' is in basket '${basket.row.basket_id}'.`,
      );
    }
    return i;
  };

  app.patch(
    `${base}/:basketId/payment-instruments/:paymentInstrumentId`,
    scapiRoute(
      change(async (tx, basket, c, _s, body) => {
        const id = c.req.param('paymentInstrumentId') ?? '';
        const i = instrumentIndex(basket, id);
        const current = basket.row.payment_instruments[i]!;
        const merged = parsePaymentInstrument(
          { ...current, ...(body as Record<string, unknown>) },
          id,
          current.amount ?? 0,
        );
        const list = [...basket.row.payment_instruments];
        list[i] = merged;
        await tx.query('update baskets set payment_instruments = $2 where basket_id = $1', [
          basket.row.basket_id,
          JSON.stringify(list),
        ]);
      }, 'object'),
    ),
  );

  app.delete(
    `${base}/:basketId/payment-instruments/:paymentInstrumentId`,
    scapiRoute(
      change(async (tx, basket, c) => {
        const i = instrumentIndex(basket, c.req.param('paymentInstrumentId') ?? '');
        const list = basket.row.payment_instruments.filter((_, j) => j !== i);
        await tx.query('update baskets set payment_instruments = $2 where basket_id = $1', [
          basket.row.basket_id,
          JSON.stringify(list),
        ]);
      }),
    ),
  );

  /**
   * `POST …/baskets/actions/merge?createDestinationBasket=`: with a registered customer's token, moves the items of
   * the guest basket of the same shopper (same usid: the login kept it) into the customer's open basket (created when
   * `createDestinationBasket=true`, else 404). Quantities of a product in both add up; stock is checked as for any add.
   * The guest basket is deleted; the customer's addresses stay (the storefront copies the guest's afterwards).
   */
  app.post(
    `${base}/actions/merge`,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      if (shopper.authType !== 'registered')
        throw new ScapiError(403, 'forbidden', 'Forbidden', "Merging baskets needs a registered customer's token.");
      const create = c.req.query('createDestinationBasket') === 'true';
      const db = await database.open();
      const basketId = await db.transaction(async (tx) => {
        const source = await tx.query<BasketRow>(
          `select b.* from baskets b join customers cu on cu.customer_id = b.customer_id
           where b.usid = $1 and b.site_id = $2 and b.status = 'open' and cu.auth_type = 'guest' and b.customer_id <> $3 order by b.created_at limit 1`,
          [shopper.usid, shopper.siteId, shopper.customerId],
        );
        const open = await tx.query<BasketRow>(
          `select * from baskets where customer_id = $1 and site_id = $2 and status = 'open'`,
          [shopper.customerId, shopper.siteId],
        );
        let destinationId = open.rows[0]?.basket_id;
        if (!destinationId) {
          if (!create)
            throw notFound(
              'basket-not-found',
              'Basket Not Found',
              `Customer '${shopper.customerId}' has no open basket to merge into.`,
            );
          await ensureCustomer(tx, shopper);
          destinationId = newId();
          const currency = source.rows[0]?.currency ?? config.currency;
          await tx.query(
            `insert into baskets (basket_id, site_id, customer_id, usid, currency, email)
             values ($1, $2, $3, $4, $5, ${registeredEmailOf('$3')})`,
            [destinationId, shopper.siteId, shopper.customerId, shopper.usid, currency],
          );
        }
        const guest = source.rows[0];
        if (guest) {
          const items = await tx.query<ItemRow>('select * from basket_items where basket_id = $1 order by position', [
            guest.basket_id,
          ]);
          if (items.rows.length) {
            await addItems(
              ctx,
              tx,
              (await loadBasketRows(tx, destinationId))!,
              items.rows.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
            );
          }
          await tx.query('delete from baskets where basket_id = $1', [guest.basket_id]);
        }
        await tx.query('update baskets set updated_at = now() where basket_id = $1', [destinationId]);
        return destinationId;
      });
      return answer(basketId);
    }),
  );

  app.post(
    `${base}/:basketId/coupons`,
    scapiRoute(
      change(async (tx, basket, _c, _shopper, body) => {
        const code = (body as Record<string, unknown>).code;
        if (typeof code !== 'string' || !code.trim()) {
          throw badRequest('invalid-coupon-code', 'Invalid Coupon Code', 'The coupon code is missing.', {
            statusCode: 'coupon_code_unknown',
          });
        }
        // an order coupon, or the code of a product promotion (the product page's "with code …")
        const canonical =
          findCoupon(config, code)?.code ?? findProductPromotion(ctx.catalog(), code)?.promotion.couponCode;
        if (!canonical) {
          throw badRequest(
            'invalid-coupon-code',
            'Invalid Coupon Code',
            `The coupon code ${JSON.stringify(code.slice(0, 64))} is unknown.`,
            {
              statusCode: 'coupon_code_unknown',
            },
          );
        }
        if (basket.row.coupon_items.some((item) => item.code.toUpperCase() === canonical.toUpperCase())) {
          throw badRequest(
            'coupon-already-in-basket',
            'Coupon Already In Basket',
            `The coupon code ${canonical} is already in the basket.`,
            {
              statusCode: 'coupon_code_already_in_basket',
            },
          );
        }
        const items = [...basket.row.coupon_items, { couponItemId: newId(), code: canonical }];
        await tx.query('update baskets set coupon_items = $2 where basket_id = $1', [
          basket.row.basket_id,
          JSON.stringify(items),
        ]);
      }, 'object'),
    ),
  );

  app.delete(
    `${base}/:basketId/coupons/:couponItemId`,
    scapiRoute(
      change(async (tx, basket, c) => {
        const couponItemId = c.req.param('couponItemId') ?? '';
        if (!basket.row.coupon_items.some((item) => item.couponItemId === couponItemId)) {
          throw notFound(
            'coupon-item-not-found',
            'Coupon Item Not Found',
            `No coupon item with ID '${couponItemId}' is in basket '${basket.row.basket_id}'.`,
            {
              couponItemId,
            },
          );
        }
        const items = basket.row.coupon_items.filter((item) => item.couponItemId !== couponItemId);
        await tx.query('update baskets set coupon_items = $2 where basket_id = $1', [
          basket.row.basket_id,
          JSON.stringify(items),
        ]);
      }),
    ),
  );

  return app;
}

async function readAnyJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ScapiError(
      400,
      'malformed-request-body',
      'Malformed Request Body',
      'The request body is not valid JSON.',
    );
  }
}
