import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoCodeForm } from './PromoCodeForm';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

const meta = {
  title: 'Commerce/PromoCodeForm',
  component: PromoCodeForm,
  args: {
    action: '/cart',
    coupons: [{ couponItemId: 'c1', code: 'TRAIL10', description: '10% off your order', discount: 12.5 }],
    formatMoney: usd,
  },
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain form to apply a code, and each applied code with what it takes off and its own Remove. */
export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Enter a promo code' })).toHaveAttribute('name', 'code');
    const applied = canvas.getByRole('list', { name: 'Applied promo codes' });
    await expect(applied).toHaveTextContent('TRAIL10 · 10% off your order (−$12.50)');
    await expect(within(applied).getByRole('button', { name: 'Remove promo code TRAIL10' })).toBeVisible();
  },
};

/** A refused code: the reason on the field, announced with it. */
export const Refused: Story = {
  args: { coupons: [], error: "That promo code isn't valid. Check the code and try again." },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Enter a promo code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/isn't valid/);
  },
};
