import type { IntlShape } from 'react-intl';
import { orderDiscount, SHIPPING_COUNTRIES } from '@ridgeline/commerce';
import type { Order } from '@ridgeline/commerce/server';
import type { CheckoutPageText, OrderConfirmationProps } from '@ridgeline/ui';
import { defineMessages } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';
import { promoCodesMessage } from '../cart/messages';

/** The checkout page's words (the view, `CheckoutPage` of @ridgeline/ui, takes them formatted: `checkoutPageText`). */
const m = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  completeAbove: { id: 'checkout.completeAbove', defaultMessage: 'Complete the step above first.' },
  email: { id: 'checkout.email', defaultMessage: 'Email' },
  updateEmail: { id: 'checkout.updateEmail', defaultMessage: 'Update email' },
  toAddress: { id: 'checkout.toAddress', defaultMessage: 'Continue to shipping address' },
  toShippingMethod: { id: 'checkout.toShippingMethod', defaultMessage: 'Continue to shipping method' },
  updateAddress: { id: 'checkout.updateAddress', defaultMessage: 'Update address' },
  savedAddresses: { id: 'checkout.savedAddresses', defaultMessage: 'Your saved addresses' },
  shipToSaved: { id: 'checkout.shipToSaved', defaultMessage: 'Ship to this address' },
  newAddress: { id: 'checkout.newAddress', defaultMessage: 'Or ship to a new address' },
  chooseShipping: { id: 'checkout.chooseShipping', defaultMessage: 'Choose how your order ships' },
  noMethods: {
    id: 'checkout.noMethods',
    defaultMessage: 'Shipping methods could not be loaded. Please reload the page.',
  },
  toPayment: { id: 'checkout.toPayment', defaultMessage: 'Continue to payment' },
  updateShippingMethod: { id: 'checkout.updateShippingMethod', defaultMessage: 'Update shipping method' },
  demoPayment: {
    id: 'checkout.demoPayment',
    defaultMessage:
      'This is a demo store: no payment is taken and no card details are asked for. Placing the order sends a demo card.',
  },
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Place order' },
  summary: { id: 'checkout.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'checkout.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'checkout.shipping', defaultMessage: 'Shipping' },
  chooseMethod: { id: 'checkout.chooseMethod', defaultMessage: 'Choose a method' },
  tax: { id: 'checkout.tax', defaultMessage: 'Tax' },
  total: { id: 'checkout.total', defaultMessage: 'Total' },
  editBag: { id: 'checkout.editBag', defaultMessage: 'Edit bag' },
});

/** The steps' headings (and the page title's first part, see the checkout route's `meta`). */
export const checkoutStepMessages = defineMessages({
  contact: { id: 'checkout.step.contact', defaultMessage: '1. Contact' },
  address: { id: 'checkout.step.address', defaultMessage: '2. Shipping address' },
  'shipping-method': { id: 'checkout.step.shippingMethod', defaultMessage: '3. Shipping method' },
  payment: { id: 'checkout.step.payment', defaultMessage: '4. Payment' },
});

const fields = defineMessages({
  firstName: { id: 'checkout.firstName', defaultMessage: 'First name' },
  lastName: { id: 'checkout.lastName', defaultMessage: 'Last name' },
  address1: { id: 'checkout.address1', defaultMessage: 'Address' },
  address2: { id: 'checkout.address2', defaultMessage: 'Address line 2 (optional)' },
  city: { id: 'checkout.city', defaultMessage: 'City' },
  stateCode: { id: 'checkout.stateCode', defaultMessage: 'State or province (2 letters)' },
  postalCode: { id: 'checkout.postalCode', defaultMessage: 'Postal code' },
  countryCode: { id: 'checkout.country', defaultMessage: 'Country' },
  phone: { id: 'checkout.phone', defaultMessage: 'Phone (optional)' },
});

const countries = defineMessages({
  US: { id: 'checkout.country.US', defaultMessage: 'United States' },
  CA: { id: 'checkout.country.CA', defaultMessage: 'Canada' },
});

/** The checkout page's words in the page's locale. */
export function checkoutPageText(intl: IntlShape): CheckoutPageText {
  return {
    ...formatMessages(intl, m),
    promoCodes: intl.formatMessage(promoCodesMessage),
    steps: formatMessages(intl, checkoutStepMessages),
    fields: formatMessages(intl, fields),
    countries: SHIPPING_COUNTRIES.map((code) => ({ code, name: intl.formatMessage(countries[code]) })),
  };
}

const confirmation = defineMessages({
  title: { id: 'confirmation.title', defaultMessage: 'Thank you for your order' },
  orderNumber: { id: 'confirmation.orderNumber', defaultMessage: 'Order number:' },
  emailed: {
    id: 'confirmation.emailed',
    defaultMessage: 'A confirmation goes to {email}. This is a demo store: nothing was charged and nothing ships.',
  },
  items: { id: 'confirmation.items', defaultMessage: 'Items' },
  totals: { id: 'confirmation.totals', defaultMessage: 'Totals' },
  subtotal: { id: 'confirmation.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'confirmation.shipping', defaultMessage: 'Shipping' },
  tax: { id: 'confirmation.tax', defaultMessage: 'Tax' },
  total: { id: 'confirmation.total', defaultMessage: 'Total' },
  shippingTo: { id: 'confirmation.shippingTo', defaultMessage: 'Shipping to' },
});

/** The confirmation view's props of an order, in the page's locale (without the money formatter). */
export function orderConfirmationProps(intl: IntlShape, order: Order): Omit<OrderConfirmationProps, 'formatMoney'> {
  const shipment = order.shipments?.[0];
  const address = shipment?.shippingAddress;
  const codes = (order.couponItems ?? []).map((coupon) => coupon.code).join(', ');
  const methodName = shipment?.shippingMethod?.name;
  const discount = orderDiscount(order);
  return {
    orderNo: order.orderNo,
    items: (order.productItems ?? []).map((item) => ({
      key: item.itemId ?? item.productId ?? '',
      name: item.productName ?? item.productId ?? '',
      quantity: item.quantity ?? 0,
      price: item.price,
    })),
    totals: {
      ...(typeof order.productSubTotal === 'number' ? { subtotal: order.productSubTotal } : {}),
      ...(discount !== undefined ? { discount } : {}),
      ...(typeof order.shippingTotal === 'number' ? { shipping: order.shippingTotal } : {}),
      ...(typeof order.taxTotal === 'number' ? { tax: order.taxTotal } : {}),
      ...(typeof order.orderTotal === 'number' ? { total: order.orderTotal } : {}),
    },
    addressRows: address
      ? [
          address.fullName ?? `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
          address.address1,
          address.address2,
          `${address.city ?? ''}, ${address.stateCode ?? ''} ${address.postalCode ?? ''}`,
          address.countryCode,
        ].filter((row): row is string => Boolean(row))
      : [],
    text: {
      ...formatMessages(intl, confirmation, ['email']),
      emailed: order.customerInfo?.email
        ? intl.formatMessage(confirmation.emailed, { email: order.customerInfo.email })
        : undefined,
      promoCodes: `${intl.formatMessage(promoCodesMessage)}${codes ? ` (${codes})` : ''}`,
      shipping: `${intl.formatMessage(confirmation.shipping)}${methodName ? ` (${methodName})` : ''}`,
    },
  };
}
