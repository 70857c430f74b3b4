import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { catalogAtRate, convertPrice, priceForQuantity, type Catalog, type PromotionSeed } from './catalog.js';
import type { CommerceConfig, CouponConfig, ShippingMethodConfig } from './config.js';
import { badRequest } from './errors.js';
import type { Inventory } from './inventory.js';

export type Queryable = Pick<PGlite | Transaction, 'query'>;

/** The one shipment every basket has (SCAPI's default shipment id). */
export const DEFAULT_SHIPMENT_ID = 'me';

/** SCAPI-looking ids: 26 lowercase hex characters. */
export const newId = (): string => randomBytes(13).toString('hex');

const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

export interface BasketRow {
  basket_id: string;
  site_id: string;
  customer_id: string;
  usid: string | null;
  status: 'open' | 'ordered';
  currency: string;
  email: string | null;
  billing_address: OrderAddress | null;
  shipping_address: OrderAddress | null;
  shipping_method_id: string | null;
  payment_instruments: PaymentInstrument[];
  reservation_expires_at: number | null;
  coupon_items: BasketCouponRow[];
  created_at: Date;
  updated_at: Date;
}

export interface BasketCouponRow {
  couponItemId: string;
  code: string;
}

/** The site's coupon for a code a shopper typed, whatever its case and surrounding spaces. */
export function findCoupon(config: CommerceConfig, code: string): CouponConfig | undefined {
  const wanted = code.trim().toUpperCase();
  return config.coupons.find((coupon) => coupon.code.toUpperCase() === wanted);
}

/** The catalogue promotion a typed code unlocks (a product promotion with `couponCode`), if any. */
export function findProductPromotion(
  catalog: Pick<Catalog, 'promotions'>,
  code: string,
): { promotionId: string; promotion: PromotionSeed } | undefined {
  const wanted = code.trim().toUpperCase();
  for (const [promotionId, promotion] of Object.entries(catalog.promotions)) {
    if (typeof promotion.couponCode === 'string' && promotion.couponCode.toUpperCase() === wanted)
      return { promotionId, promotion };
  }
  return undefined;
}

/** A product promotion's discount on one basket line. */
export interface ItemDiscount {
  promotionId: string;
  calloutMsg: string;
  percentOff: number;
  /** the code that unlocked it, for a promotion behind one */
  couponCode?: string;
  amount: number;
}

/** A coupon's order discount: its share of the product subtotal, never more than what is left of it. */
export interface OrderDiscount {
  coupon: CouponConfig;
  couponItemId: string;
  amount: number;
}

export interface ItemRow {
  item_id: string;
  basket_id: string;
  product_id: string;
  quantity: number;
  position: number;
}

export type OrderAddress = Record<string, string>;

export interface PaymentInstrument {
  paymentInstrumentId: string;
  paymentMethodId: string;
  amount?: number;
  paymentCard?: Record<string, unknown>;
}

export const ADDRESS_FIELDS = [
  'address1',
  'address2',
  'city',
  'companyName',
  'countryCode',
  'firstName',
  'fullName',
  'id',
  'jobTitle',
  'lastName',
  'phone',
  'postBox',
  'postalCode',
  'salutation',
  'secondName',
  'stateCode',
  'suffix',
  'suite',
  'title',
] as const;

/** Countries the demo site ships to. */
export const SHIPPING_COUNTRIES = ['US', 'CA'] as const;

const invalidBody = (detail: string) => badRequest('invalid-request-body', 'Invalid Request Body', detail);

/** An OrderAddress from a request body: known string fields and `c_` attributes; anything else is a 400. */
export function parseAddress(body: Record<string, unknown>, what: string): OrderAddress {
  const out: OrderAddress = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (!(ADDRESS_FIELDS as readonly string[]).includes(key) && !key.startsWith('c_')) {
      throw invalidBody(`Unknown ${what} property "${key}" (allowed: ${ADDRESS_FIELDS.join(', ')} and c_ attributes).`);
    }
    if (typeof value !== 'string') throw invalidBody(`${what} property "${key}" must be a string.`);
    out[key] = value.trim();
  }
  if (out.countryCode !== undefined) {
    out.countryCode = out.countryCode.toUpperCase();
    if (!(SHIPPING_COUNTRIES as readonly string[]).includes(out.countryCode)) {
      throw badRequest(
        'invalid-address',
        'Invalid Address',
        `The demo site ships to ${SHIPPING_COUNTRIES.join(' and ')} only; got countryCode "${out.countryCode}".`,
        { countryCode: out.countryCode },
      );
    }
  }
  if (out.firstName && out.lastName && !out.fullName) out.fullName = `${out.firstName} ${out.lastName}`;
  return out;
}

/** Fields an address needs before an order can ship or bill to it. */
export const REQUIRED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'postalCode',
  'countryCode',
] as const;

export const missingAddressFields = (address: OrderAddress | null): string[] =>
  REQUIRED_ADDRESS_FIELDS.filter((f) => !address?.[f]);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export async function loadBasketRows(
  db: Queryable,
  basketId: string,
): Promise<{ row: BasketRow; items: ItemRow[] } | undefined> {
  const { rows } = await db.query<BasketRow>('select * from baskets where basket_id = $1', [basketId]);
  const row = rows[0];
  if (!row) return undefined;
  const items = await db.query<ItemRow>('select * from basket_items where basket_id = $1 order by position', [
    basketId,
  ]);
  return { row, items: items.rows };
}

export interface PricedItem {
  itemId: string;
  productId: string;
  productName: string;
  quantity: number;
  basePrice: number;
  price: number;
  /** product promotions on the line (SCAPI's item `priceAdjustments`) */
  discounts: ItemDiscount[];
  priceAfterItemDiscount: number;
  tax: number;
}

export interface BasketTotals {
  items: PricedItem[];
  productSubTotal: number;
  /** the coupons' order discounts, in the order the coupons were added */
  orderDiscounts: OrderDiscount[];
  productTotal: number;
  merchandizeTotalTax: number;
  shippingMethod?: ShippingMethodConfig;
  shippingBase: number;
  shippingDiscount: number;
  shippingTotal: number;
  shippingTotalTax: number;
  taxTotal: number;
  orderTotal: number;
}

/**
 * The rate of a basket's currency against the site's: 1 for the site currency, else its `currencyRates` entry (a
 * basket is only ever in a currency `basketCurrencies` allows, each with a rate).
 */
export function basketRate(config: CommerceConfig, currency: string | undefined): number {
  return !currency || currency === config.currency ? 1 : (config.currencyRates[currency] ?? 1);
}

/** An amount of the site currency in the basket's (as the catalogue's other price books convert it). */
export const atRate = (amount: number, rate: number): number =>
  rate === 1 || amount === 0 ? amount : convertPrice(amount, rate);

/** The restricted product type whose items may not fly (fuel canisters): ground methods only. */
export const DANGEROUS_GOODS_TYPE = 'hazmat';

/**
 * The shipping methods applicable to a shipment of these items: all of them, except the air methods when an item is
 * dangerous goods (its product's `c_restrictedProductType` is `hazmat`), as a real site's shipping-method exclusions
 * would say.
 */
export function applicableShippingMethods(
  catalog: Catalog,
  config: Pick<CommerceConfig, 'shippingMethods'>,
  items: readonly Pick<ItemRow, 'product_id'>[],
): readonly ShippingMethodConfig[] {
  const dangerous = items.some(
    (item) =>
      catalog.variantById.get(item.product_id)?.product.seed.custom?.c_restrictedProductType === DANGEROUS_GOODS_TYPE,
  );
  return dangerous ? config.shippingMethods.filter((method) => !method.air) : config.shippingMethods;
}

/**
 * Prices a basket from the catalogue in the basket's currency: product lines, the shipment's method (and its
 * free-shipping promotion), demo tax.
 */
export function priceBasket(
  catalog: Catalog,
  config: CommerceConfig,
  row: BasketRow,
  items: readonly ItemRow[],
): BasketTotals {
  const rate = basketRate(config, row.currency);
  const prices = catalogAtRate(catalog, rate);
  const codes = new Set((row.coupon_items ?? []).map((item) => item.code.trim().toUpperCase()));
  const priced = items.map((item): PricedItem => {
    const hit = prices.variantById.get(item.product_id);
    // a quantity price (tieredPrices) once the line holds enough items
    const basePrice = hit ? priceForQuantity(hit.variant, item.quantity) : 0;
    const price = round2(basePrice * item.quantity);
    // the product promotions the product page advertises, taken here: automatic ones always, a code's once entered
    const discounts: ItemDiscount[] = [];
    let left = price;
    for (const promotionId of hit?.product.seed.promos ?? []) {
      const promotion = catalog.promotions[promotionId];
      if (!promotion?.percentOff) continue;
      if (promotion.couponCode && !codes.has(promotion.couponCode.toUpperCase())) continue;
      const amount = Math.min(left, round2((price * promotion.percentOff) / 100));
      left = round2(left - amount);
      discounts.push({
        promotionId,
        // the adjustment's text is plain (the callout is HTML for the product page)
        calloutMsg: promotion.calloutMsg.replace(/<[^>]*>/g, ''),
        percentOff: promotion.percentOff,
        ...(promotion.couponCode ? { couponCode: promotion.couponCode } : {}),
        amount,
      });
    }
    return {
      itemId: item.item_id,
      productId: item.product_id,
      productName: hit?.product.name ?? item.product_id,
      quantity: item.quantity,
      basePrice,
      price,
      discounts,
      priceAfterItemDiscount: left,
      tax: round2(left * config.taxRate),
    };
  });
  // SCAPI's productSubTotal is after the product promotions, before the order's
  const productSubTotal = round2(priced.reduce((sum, i) => sum + i.priceAfterItemDiscount, 0));
  const orderDiscounts: OrderDiscount[] = [];
  let left = productSubTotal;
  for (const item of row.coupon_items ?? []) {
    const coupon = findCoupon(config, item.code);
    if (!coupon) continue;
    const amount = Math.min(left, round2((productSubTotal * coupon.percentOff) / 100));
    left = round2(left - amount);
    orderDiscounts.push({ coupon, couponItemId: item.couponItemId, amount });
  }
  const productTotal = left;
  // net taxation: the tax follows the discounted product total
  const merchandizeTotalTax = orderDiscounts.length
    ? round2(productTotal * config.taxRate)
    : round2(priced.reduce((sum, i) => sum + i.tax, 0));
  // a method the items no longer allow (an air method, then fuel added) gives way to the default
  const applicable = applicableShippingMethods(catalog, config, items);
  const configured = row.shipping_method_id
    ? (applicable.find((m) => m.id === row.shipping_method_id) ?? applicable[0])
    : undefined;
  const shippingMethod = configured ? methodAtRate(configured, rate) : undefined;
  // an empty shipment ships nothing and costs nothing
  const shippingBase = shippingMethod && priced.length ? shippingMethod.price : 0;
  const shippingDiscount =
    shippingMethod?.freeFrom && priced.length && productSubTotal >= shippingMethod.freeFrom.amount ? shippingBase : 0;
  const shippingTotal = round2(shippingBase - shippingDiscount);
  const shippingTotalTax = round2(shippingTotal * config.taxRate);
  const taxTotal = round2(merchandizeTotalTax + shippingTotalTax);
  return {
    items: priced,
    productSubTotal,
    orderDiscounts,
    productTotal,
    merchandizeTotalTax,
    ...(shippingMethod ? { shippingMethod } : {}),
    shippingBase,
    shippingDiscount,
    shippingTotal,
    shippingTotalTax,
    taxTotal,
    orderTotal: round2(productTotal + shippingTotal + taxTotal),
  };
}

/** A shipping method priced in a basket's currency (its price and free-shipping threshold converted). */
export function methodAtRate(method: ShippingMethodConfig, rate: number): ShippingMethodConfig {
  if (rate === 1) return method;
  return {
    ...method,
    price: atRate(method.price, rate),
    ...(method.freeFrom ? { freeFrom: { ...method.freeFrom, amount: atRate(method.freeFrom.amount, rate) } } : {}),
  };
}

export function shippingMethodJson(method: ShippingMethodConfig, productSubTotal?: number) {
  const promo =
    method.freeFrom && (productSubTotal === undefined || productSubTotal >= method.freeFrom.amount)
      ? method.freeFrom
      : undefined;
  return {
    description: method.description,
    id: method.id,
    name: method.name,
    price: method.price,
    ...(promo
      ? {
          shippingPromotions: [
            { calloutMsg: promo.calloutMsg, promotionId: promo.promotionId, promotionName: promo.calloutMsg },
          ],
        }
      : {}),
  };
}

/**
 * The SCAPI document shared by Basket and Order: customer, addresses, product items, the shipment and its
 * shipping item, payment instruments and every total (net taxation: prices exclude the demo tax).
 */
export function lineItemDocument(
  catalog: Catalog,
  config: CommerceConfig,
  row: BasketRow,
  items: readonly ItemRow[],
): Record<string, unknown> {
  const t = priceBasket(catalog, config, row, items);
  const rate = config.taxRate;
  const productItems = t.items.map((i) => ({
    adjustedTax: i.tax,
    basePrice: i.basePrice,
    bonusProductLineItem: false,
    gift: false,
    itemId: i.itemId,
    itemText: i.productName,
    price: i.price,
    ...(i.discounts.length
      ? {
          priceAdjustments: i.discounts.map((discount, n) => ({
            appliedDiscount: { type: 'percentage', percentage: discount.percentOff },
            ...(discount.couponCode ? { couponCode: discount.couponCode } : {}),
            custom: false,
            itemText: discount.calloutMsg,
            manual: false,
            price: -discount.amount,
            priceAdjustmentId: `${i.itemId.slice(0, 20)}iadj${n}`,
            promotionId: discount.promotionId,
          })),
        }
      : {}),
    priceAfterItemDiscount: i.priceAfterItemDiscount,
    priceAfterOrderDiscount: i.priceAfterItemDiscount,
    productId: i.productId,
    productName: i.productName,
    quantity: i.quantity,
    shipmentId: DEFAULT_SHIPMENT_ID,
    tax: i.tax,
    taxBasis: i.priceAfterItemDiscount,
    taxClassId: 'standard',
    taxRate: rate,
  }));
  const shippingItems = t.shippingMethod
    ? [
        {
          adjustedTax: t.shippingTotalTax,
          basePrice: t.shippingBase,
          itemId: `${row.basket_id.slice(0, 20)}ship01`,
          itemText: 'Shipping',
          price: t.shippingBase,
          priceAfterItemDiscount: t.shippingTotal,
          ...(t.shippingDiscount && t.shippingMethod.freeFrom
            ? {
                priceAdjustments: [
                  {
                    appliedDiscount: { type: 'free' },
                    custom: false,
                    itemText: t.shippingMethod.freeFrom.calloutMsg,
                    manual: false,
                    price: -t.shippingDiscount,
                    priceAdjustmentId: `${row.basket_id.slice(0, 20)}padj01`,
                    promotionId: t.shippingMethod.freeFrom.promotionId,
                  },
                ],
              }
            : {}),
          shipmentId: DEFAULT_SHIPMENT_ID,
          tax: round2(t.shippingBase * rate),
          taxBasis: t.shippingBase,
          taxClassId: 'standard',
          taxRate: rate,
        },
      ]
    : [];
  const couponItems = (row.coupon_items ?? []).map((item) => {
    const coupon = findCoupon(config, item.code);
    const unlocked = coupon ? undefined : findProductPromotion(catalog, item.code);
    const applies =
      coupon !== undefined ||
      t.items.some((line) => line.discounts.some((discount) => discount.promotionId === unlocked?.promotionId));
    return {
      code: item.code,
      couponItemId: item.couponItemId,
      // a known code for products not in the basket stays, waiting for one (as SCAPI keeps it)
      statusCode: applies ? 'applied' : 'no_applicable_promotion',
      valid: coupon !== undefined || unlocked !== undefined,
      c_includeInShopperContext: coupon?.includeInShopperContext ?? false,
    };
  });
  const orderPriceAdjustments = t.orderDiscounts.map((discount) => ({
    appliedDiscount: { type: 'percentage', percentage: discount.coupon.percentOff },
    couponCode: discount.coupon.code,
    custom: false,
    itemText: discount.coupon.itemText,
    manual: false,
    price: -discount.amount,
    priceAdjustmentId: `${discount.couponItemId.slice(0, 20)}oadj`,
    promotionId: discount.coupon.promotionId,
  }));
  return {
    adjustedMerchandizeTotalTax: t.merchandizeTotalTax,
    adjustedShippingTotalTax: t.shippingTotalTax,
    ...(row.billing_address ? { billingAddress: row.billing_address } : {}),
    ...(couponItems.length ? { couponItems } : {}),
    channelType: 'storefront',
    creationDate: row.created_at.toISOString(),
    currency: row.currency,
    customerInfo: { customerId: row.customer_id, ...(row.email ? { email: row.email } : {}) },
    groupedTaxItems: [{ taxRate: rate, taxValue: t.taxTotal }],
    lastModified: row.updated_at.toISOString(),
    merchandizeTotalTax: t.merchandizeTotalTax,
    ...(orderPriceAdjustments.length ? { orderPriceAdjustments } : {}),
    orderTotal: t.orderTotal,
    ...(row.payment_instruments.length ? { paymentInstruments: row.payment_instruments } : {}),
    ...(productItems.length ? { productItems } : {}),
    productSubTotal: t.productSubTotal,
    productTotal: t.productTotal,
    shipments: [
      {
        adjustedMerchandizeTotalTax: t.merchandizeTotalTax,
        adjustedShippingTotalTax: t.shippingTotalTax,
        gift: false,
        merchandizeTotalTax: t.merchandizeTotalTax,
        productSubTotal: t.productSubTotal,
        productTotal: t.productTotal,
        shipmentId: DEFAULT_SHIPMENT_ID,
        shipmentTotal: t.orderTotal,
        ...(row.shipping_address ? { shippingAddress: row.shipping_address } : {}),
        ...(t.shippingMethod ? { shippingMethod: shippingMethodJson(t.shippingMethod, t.productSubTotal) } : {}),
        shippingStatus: 'not_shipped',
        shippingTotal: t.shippingTotal,
        shippingTotalTax: t.shippingTotalTax,
        taxTotal: t.taxTotal,
      },
    ],
    ...(shippingItems.length ? { shippingItems } : {}),
    shippingTotal: t.shippingTotal,
    shippingTotalTax: t.shippingTotalTax,
    taxation: 'net',
    taxRoundedAtGroup: false,
    taxTotal: t.taxTotal,
  };
}

/** A Basket as Shopper Baskets v2 returns it. */
export function serializeBasket(catalog: Catalog, config: CommerceConfig, row: BasketRow, items: readonly ItemRow[]) {
  return {
    agentBasket: false,
    basketId: row.basket_id,
    ...lineItemDocument(catalog, config, row, items),
    temporaryBasket: false,
    ...(row.reservation_expires_at !== null ? { c_reservationExpirationTime: row.reservation_expires_at } : {}),
  };
}

/** What one add asks for. */
export interface ItemRequest {
  productId: string;
  quantity: number;
}

export function parseItemRequests(body: unknown): ItemRequest[] {
  const list = Array.isArray(body) ? body : [body];
  if (!list.length) throw invalidBody('Give at least one product item ({ productId, quantity }).');
  return list.map((entry, i) => {
    const where = Array.isArray(body) ? `product item ${i}` : 'the product item';
    if (typeof entry !== 'object' || entry === null)
      throw invalidBody(`${where} must be an object { productId, quantity }.`);
    const { productId, quantity } = entry as Record<string, unknown>;
    if (typeof productId !== 'string' || !productId.trim()) throw invalidBody(`${where} needs a "productId".`);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      throw invalidBody(`${where}: "quantity" must be a whole number of at least 1, got ${JSON.stringify(quantity)}.`);
    }
    return { productId: productId.trim(), quantity };
  });
}

const notAvailable = (productId: string, detail: string, extra: Record<string, unknown> = {}) =>
  badRequest('product-item-not-available', 'Product Item Not Available', detail, { productId, ...extra });

/**
 * Checks that a product line may hold `quantity` units: the product is a variant of the catalogue (a master is
 * not orderable on its own), it is in stock, the stock covers the quantity, and the quantity is within the
 * maximum order quantity. Throws the SCAPI-style 400 otherwise.
 */
export async function checkLineQuantity(
  db: Queryable,
  catalog: Catalog,
  config: CommerceConfig,
  inventory: Inventory,
  productId: string,
  quantity: number,
): Promise<void> {
  const hit = catalog.variantById.get(productId);
  if (!hit) {
    const master = catalog.productById.get(productId);
    if (master) {
      throw notAvailable(
        productId,
        `"${productId}" is a master product: add one of its variants (colour and size), such as "${master.variants[0]?.id}".`,
      );
    }
    throw notAvailable(productId, `No product with ID "${productId}" can be ordered on site "${config.siteId}".`);
  }
  if (quantity > config.maxOrderQuantity) {
    throw badRequest(
      'max-order-quantity-exceeded',
      'Max Order Quantity Exceeded',
      `At most ${config.maxOrderQuantity} of one product can be in the basket; ${quantity} of "${productId}" were asked for.`,
      { productId, maxOrderQuantity: config.maxOrderQuantity, requestedQuantity: quantity },
    );
  }
  const available = await inventory.availableIn(db, productId);
  if (available <= 0) {
    throw notAvailable(productId, `"${productId}" (${hit.product.name}) is out of stock.`, { availableQuantity: 0 });
  }
  if (quantity > available) {
    throw notAvailable(
      productId,
      `Only ${available} of "${productId}" (${hit.product.name}) are in stock; ${quantity} were asked for.`,
      {
        availableQuantity: available,
        requestedQuantity: quantity,
      },
    );
  }
}
