import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { checkLineQuantity, lineItemDocument, missingAddressFields } from './basket-model.js';
import { ensureCustomer, ownBasket, registeredEmailOf, type ShopContext } from './baskets.js';
import { badRequest, notFound, readJsonBody, scapiRoute } from './errors.js';
import { checkShopper } from './shopper.js';

export interface OrderRow {
  order_no: string;
  site_id: string;
  customer_id: string;
  basket_id: string;
  status: string;
  document: Record<string, unknown>;
  created_at: Date;
}

const orderNotFound = (orderNo: string) =>
  notFound('order-not-found', 'Order Not Found', `No order with number '${orderNo}' could be found.`, { orderNo });

/**
 * Shopper Orders (`/checkout/shopper-orders/v1/organizations/{org}/orders`): an order is made from the shopper's
 * basket once it has items, an email, a complete shipping address and a shipping method; the items must still be
 * orderable in the quantities asked. The order, the sold stock and the basket's closing are one transaction.
 * There is no payment: the order is placed at once (status `new`, payment `not_paid`).
 */
export function createOrdersApi(ctx: ShopContext): Hono {
  const { config, auth, database, inventory } = ctx;
  const app = new Hono();
  const base = '/checkout/shopper-orders/v1/organizations/:org/orders';

  app.post(
    base,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      if (typeof body.basketId !== 'string' || !body.basketId) {
        throw badRequest(
          'invalid-request-body',
          'Invalid Request Body',
          'The order needs the "basketId" of the basket to order.',
        );
      }
      const basketId = body.basketId;
      const db = await database.open();
      const order = await db.transaction(async (tx) => {
        const basket = await ownBasket(tx, shopper, basketId);
        const { row, items } = basket;
        if (!items.length)
          throw badRequest('empty-basket', 'Empty Basket', `Basket '${basketId}' has no product items to order.`);
        if (!row.email) {
          // a registered customer's basket made before it carried their e-mail takes it now
          const filled = await tx.query<{ email: string | null }>(
            `update baskets set email = ${registeredEmailOf('$2')} where basket_id = $1 returning email`,
            [basketId, row.customer_id],
          );
          row.email = filled.rows[0]?.email ?? null;
        }
        if (!row.email) {
          throw badRequest(
            'missing-customer-email',
            'Missing Customer Email',
            `Basket '${basketId}' has no customer email (PUT …/baskets/${basketId}/customer).`,
          );
        }
        const missingShipping = missingAddressFields(row.shipping_address);
        if (missingShipping.length) {
          throw badRequest(
            'invalid-shipping-address',
            'Invalid Shipping Address',
            `The shipping address of basket '${basketId}' lacks ${missingShipping.join(', ')}.`,
            {
              missingFields: missingShipping,
            },
          );
        }
        if (!row.shipping_method_id) {
          throw badRequest(
            'missing-shipping-method',
            'Missing Shipping Method',
            `Shipment 'me' of basket '${basketId}' has no shipping method.`,
          );
        }
        const missingBilling = row.billing_address ? missingAddressFields(row.billing_address) : [];
        if (missingBilling.length) {
          throw badRequest(
            'invalid-billing-address',
            'Invalid Billing Address',
            `The billing address of basket '${basketId}' lacks ${missingBilling.join(', ')}.`,
            {
              missingFields: missingBilling,
            },
          );
        }
        for (const item of items)
          await checkLineQuantity(tx, ctx.catalog(), config, inventory, item.product_id, item.quantity);

        const { rows } = await tx.query<{ order_no: string }>(
          `select lpad(nextval('order_numbers')::text, 8, '0') as order_no`,
        );
        const orderNo = rows[0]!.order_no;
        const now = new Date();
        // without a billing address of its own, the order bills to where it ships
        const billed = {
          ...row,
          billing_address: row.billing_address ?? row.shipping_address,
          created_at: now,
          updated_at: now,
        };
        const document = {
          ...lineItemDocument(ctx.catalog(), config, billed, items),
          confirmationStatus: 'not_confirmed',
          customerName: row.shipping_address?.fullName ?? '',
          exportStatus: 'not_exported',
          orderNo,
          orderToken: randomBytes(24).toString('base64url'),
          paymentStatus: 'not_paid',
          shippingStatus: 'not_shipped',
          siteId: row.site_id,
          status: 'new',
        };
        await ensureCustomer(tx, shopper);
        await tx.query(
          `insert into orders (order_no, site_id, customer_id, basket_id, status, document, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
          [orderNo, row.site_id, row.customer_id, basketId, 'new', JSON.stringify(document), now],
        );
        await inventory.take(
          tx,
          items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
        );
        await tx.query(`update baskets set status = 'ordered', updated_at = now() where basket_id = $1`, [basketId]);
        return { document, productIds: items.map((i) => i.product_id) };
      });
      await inventory.refresh(db, order.productIds);
      return order.document;
    }),
  );

  app.get(
    `${base}/:orderNo`,
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const orderNo = c.req.param('orderNo') ?? '';
      const db = await database.open();
      const { rows } = await db.query<OrderRow>('select * from orders where order_no = $1', [orderNo]);
      const order = rows[0];
      // another shopper's order is answered like one that does not exist
      if (!order || order.customer_id !== shopper.customerId || order.site_id !== shopper.siteId)
        throw orderNotFound(orderNo);
      return order.document;
    }),
  );

  return app;
}
