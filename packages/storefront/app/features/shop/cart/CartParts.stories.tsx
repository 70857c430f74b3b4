import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import enUS from '../../../platform/i18n/compiled/en-US.json';
import frCA from '../../../platform/i18n/compiled/fr-CA.json';
import { createShopIntl, ShopIntlProvider, type CompiledMessages } from '../../../platform/i18n/intl';
import { CartQuantityForm } from './CartQuantityForm';
import { loyaltyState } from './loyalty';
import { LoyaltyTracker } from './LoyaltyTracker';
import { PromoCodeForm } from './PromoCodeForm';
import { ReservationAlert } from './ReservationTimer';
import { reservationMessagesOf } from './messages';
import { runningView, type ReservationView } from './reservation';
import { UnavailableItems } from './UnavailableItems';

const meta = {
  title: 'Shop/Bag parts',
  component: ReservationAlert,
  args: { view: runningView(125_000), onClose: () => {} },
  // The bag page renders its parts inside the locale's provider (the loyalty tracker formats with react-intl).
  decorators: [
    (Story) => (
      <ShopIntlProvider locale="en-US" messages={enUS as CompiledMessages}>
        <Story />
      </ShopIntlProvider>
    ),
  ],
} satisfies Meta<typeof ReservationAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than a minute left: the info alert with the clock. */
export const ReservationRunning: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Your cart is reserved for 2:05');
    await expect(status).toHaveTextContent("Checkout now while it's still available");
    await expect(status).toHaveAttribute('data-status', 'info');
  },
};

/** A minute or less: the same words as a warning. */
export const ReservationWarning: Story = {
  args: { view: runningView(42_000) },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Your cart is reserved for 0:42');
    await expect(status).toHaveAttribute('data-status', 'warning');
  },
};

function ClosableExpired() {
  const [view, setView] = useState<ReservationView>({ kind: 'expired' });
  return <ReservationAlert view={view} onClose={() => setView({ kind: 'hidden' })} />;
}

/** Time is up: the closable error alert. */
export const ReservationExpired: Story = {
  render: () => <ClosableExpired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, time has expired');
    await expect(alert).toHaveTextContent(
      "Your item is no longer reserved, but you may be able to complete your purchase before it's gone.",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const status = (points: number, tier: string) => ({
  status: {
    loyaltyActiveInCurrentSession: true,
    tier: { status: tier, expirationDate: { formattedString: 'December 31, 2027' } },
    rewardsBalance: { available: { points, currencyFormattedString: '$3.00' } },
  },
});

export const LoyaltyMember: Story = {
  render: () => <LoyaltyTracker state={loyaltyState(status(300, 'member'), 500)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Member rewards' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Rewards progress: 60%' })).toBeVisible();
  },
};

export const LoyaltyTitanium: Story = {
  render: () => <LoyaltyTracker state={loyaltyState(status(800, 'titanium'), 500)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Titanium rewards' })).toBeVisible();
  },
};

/** fr-CA: the tracker in French (the page's provider), and the timer with the words the page formats for it. */
export const LoyaltyAndTimerFrench: Story = {
  render: () => (
    <ShopIntlProvider locale="fr-CA" messages={frCA as CompiledMessages}>
      <ReservationAlert
        view={runningView(125_000)}
        messages={reservationMessagesOf(createShopIntl({ locale: 'fr-CA', messages: frCA as CompiledMessages }))}
        onClose={() => {}}
      />
      <LoyaltyTracker state={loyaltyState(status(300, 'member'), 500)} />
    </ShopIntlProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre panier est réservé pendant 2:05');
    await expect(canvas.getByRole('heading', { name: 'Récompenses Membre' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progression vers la récompense : 60 %' })).toBeVisible();
  },
};

/** The server said items are unavailable: the dialog opens on load, with Remove. */
export const ItemsUnavailable: Story = {
  render: () => <UnavailableItems action="/cart" itemIds={['item-2']} names={['Trail Fleece']} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Items Unavailable' });
    await expect(dialog).toHaveTextContent(
      'Some items are no longer available online and will be removed from your cart.',
    );
    // The panel scales in: wait until it has.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** A line's quantity: the stepper changes the field the Update form sends. */
export const QuantityForm: Story = {
  render: () => (
    <CartQuantityForm
      action="/cart"
      itemId="item-1"
      productId="RM1001-464-L"
      name="Rain Jacket"
      quantity={1}
      maxQuantity={3}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase the quantity of Rain Jacket' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Rain Jacket' })).toHaveValue(2);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Promo codes: a plain form to apply one, and each applied code with what it takes off and its own Remove. */
export const PromoCodes: Story = {
  render: () => (
    <PromoCodeForm
      action="/cart"
      coupons={[{ couponItemId: 'c1', code: 'TRAIL10', description: '10% off your order', discount: 12.5 }]}
      formatMoney={usd}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Enter a promo code' })).toHaveAttribute('name', 'code');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
    const applied = canvas.getByRole('list', { name: 'Applied promo codes' });
    await expect(applied).toHaveTextContent('TRAIL10 · 10% off your order (−$12.50)');
    await expect(within(applied).getByRole('button', { name: 'Remove promo code TRAIL10' })).toBeVisible();
  },
};

/** A refused code: the reason on the field, announced with it. */
export const PromoCodeRefused: Story = {
  render: () => (
    <PromoCodeForm
      action="/cart"
      coupons={[]}
      error="That promo code isn't valid. Check the code and try again."
      formatMoney={usd}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Enter a promo code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/isn't valid/);
    await expect(canvas.queryByRole('list', { name: 'Applied promo codes' })).toBeNull();
  },
};
