import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartPage, type CartPageText } from './CartPage';

const text: CartPageText = {
  heading: 'Bag (2)',
  loadFailed: "We couldn't load your bag.",
  tryAgain: 'Please try again in a moment.',
  empty: 'Your bag is empty.',
  continueShopping: 'Continue shopping',
  items: 'Items in your bag',
  each: '({price} each)',
  discountedLine: '{price}, reduced from {listPrice}',
  unavailableLine: 'No longer available online',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  promoCodes: 'Promo codes',
  shipping: 'Shipping',
  shippingLater: 'Calculated at checkout',
  tax: 'Tax',
  total: 'Total',
  checkout: 'Checkout',
};
const usd = (amount: number | undefined) =>
  amount === undefined ? '' : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

const meta = {
  title: 'Commerce/CartPage',
  component: CartPage,
  args: {
    lines: [
      {
        itemId: 'i1',
        productId: 'RM1001-464-L',
        name: 'Rain Jacket',
        productUrl: '/p/RM1001',
        variationValues: [{ name: 'Size', value: 'L' }],
        quantity: 2,
        price: 240,
        basePrice: 120,
        orderable: true,
      },
    ],
    totals: { subtotal: 240, discount: 24, tax: 21.6, total: 237.6 },
    coupons: [{ couponItemId: 'c1', code: 'TRAIL10', discount: 24 }],
    failed: false,
    links: { shop: '/', checkout: '/checkout', action: '/cart' },
    formatMoney: usd,
    text,
    quantityForm: (line) => <span>Qty {line.quantity}</span>,
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line with its unit price, the summary with the promo code's discount and Checkout. */
export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bag (2)');
    await expect(canvas.getByText('$240.00 ($120.00 each)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Rain Jacket' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-total="discount"]')).toHaveTextContent('−$24.00');
  },
};

/** A line a product promotion took 20% off: the price before struck through, one sentence for screen readers. */
export const WithPromotionTaken: Story = {
  args: {
    lines: [
      {
        itemId: 'i2',
        productId: 'RG5001-071-OS',
        name: 'Trail Pack 28',
        productUrl: '/p/RG5001',
        variationValues: [{ name: 'Colour', value: 'Basalt' }],
        quantity: 2,
        price: 192,
        basePrice: 120,
        priceBeforeDiscounts: 240,
        orderable: true,
      },
    ],
    totals: { subtotal: 192, tax: 17.28, total: 209.28 },
    coupons: [],
  },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-line-price]')!;
    await expect(price).toHaveTextContent('$192.00, reduced from $240.00');
    await expect(price.querySelector('s')).toHaveTextContent('$240.00');
    // the unit price before the promotion would not add up to the line: not shown
    await expect(price).not.toHaveTextContent('each');
  },
};

export const Empty: Story = {
  args: { lines: [], text: { ...text, heading: 'Bag' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your bag is empty.')).toBeVisible();
  },
};
