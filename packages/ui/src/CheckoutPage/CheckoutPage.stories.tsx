import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutPage, type CheckoutPageText } from './CheckoutPage';

const checkoutText: CheckoutPageText = {
  title: 'Checkout',
  steps: {
    contact: '1. Contact',
    address: '2. Shipping address',
    'shipping-method': '3. Shipping method',
    payment: '4. Payment',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    address1: 'Address',
    address2: 'Address line 2 (optional)',
    city: 'City',
    stateCode: 'State or province (2 letters)',
    postalCode: 'Postal code',
    countryCode: 'Country',
    phone: 'Phone (optional)',
  },
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'CA', name: 'Canada' },
  ],
  completeAbove: 'Complete the step above first.',
  email: 'Email',
  updateEmail: 'Update email',
  toAddress: 'Continue to shipping address',
  toShippingMethod: 'Continue to shipping method',
  updateAddress: 'Update address',
  savedAddresses: 'Your saved addresses',
  shipToSaved: 'Ship to this address',
  newAddress: 'Or ship to a new address',
  chooseShipping: 'Choose how your order ships',
  noMethods: 'Shipping methods could not be loaded. Please reload the page.',
  toPayment: 'Continue to payment',
  updateShippingMethod: 'Update shipping method',
  demoPayment: 'This is a demo store: no payment is taken and no card details are asked for.',
  placeOrder: 'Place order',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  promoCodes: 'Promo codes',
  shipping: 'Shipping',
  chooseMethod: 'Choose a method',
  tax: 'Tax',
  total: 'Total',
  editBag: 'Edit bag',
};

const meta = {
  title: 'Commerce/CheckoutPage',
  component: CheckoutPage,
  args: {
    view: {
      lines: [{ itemId: 'i1', name: 'Rain Jacket', quantity: 1, price: 120 }],
      totals: { subtotal: 120, tax: 12, total: 132 },
      shippingMethods: [{ id: '001', name: 'Ground', description: '5-7 business days', price: 7.99 }],
      step: 'contact',
      links: { action: '/checkout', cart: '/cart' },
    },
    text: checkoutText,
    formatMoney: (amount) => (amount === undefined ? '' : `$${amount.toFixed(2)}`),
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step is open; the later ones wait. */
export const Contact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getAllByText('Complete the step above first.')).toHaveLength(3);
  },
};

/** A refused address: the message above the step and on each field, with the values sent. */
export const AddressRefused: Story = {
  args: {
    result: {
      step: 'address',
      message: 'Please check the highlighted fields.',
      fieldErrors: { postalCode: 'Enter a ZIP code such as 12345 or 12345-6789.' },
      values: { postalCode: 'abc' },
    },
    view: { ...meta.args.view, email: 'jo@example.com', step: 'address' },
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Postal code' });
    await expect(field).toHaveValue('abc');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A signed-in shopper at the address step: the address book first (the preferred address checked), then a new one. */
export const SavedAddresses: Story = {
  args: {
    view: {
      ...meta.args.view,
      email: 'ada@example.com',
      step: 'address',
      savedAddresses: [
        {
          id: 'Home',
          address: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            address1: '1 Trail Rd',
            city: 'Portland',
            stateCode: 'OR',
            postalCode: '97201',
            countryCode: 'US',
          },
          selected: true,
        },
        {
          id: 'Cabin',
          address: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            address1: '9 Ridge Way',
            city: 'Banff',
            stateCode: 'AB',
            postalCode: 'T1L 1A1',
            countryCode: 'CA',
          },
          selected: false,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('group', { name: 'Your saved addresses' });
    await expect(within(book).getByRole('radio', { name: /^Home: / })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Ship to this address' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Or ship to a new address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  },
};
