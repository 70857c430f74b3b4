import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bagCountStore } from '../../../platform/bagCount';
import { CartButton } from '../CartButton';
import { CheckoutFooter, CheckoutHeader } from '../checkout/CheckoutChrome';
import { MobileMenu } from '../navigation/MobileMenu';
import { menuCategories } from '@ridgeline/renderer';
import { urls } from '../../../platform/urls';
import { ShopIntlProvider, type CompiledMessages } from '../../../platform/i18n/intl';
import enUS from '../../../platform/i18n/compiled/en-US.json';

const categories = menuCategories(
  [
    {
      id: 'mens',
      name: "Men's",
      c_showInMenu: true,
      categories: [
        {
          id: 'mens-jackets',
          name: 'Jackets & Vests',
          c_showInMenu: true,
          categories: [{ id: 'mens-rain', name: 'Rain Jackets', c_showInMenu: true }],
        },
        { id: 'mens-sale', name: "Men's Sale", c_showInMenu: true, c_menuDisplayAlternateStyles: 'text-sale' },
      ],
    },
    { id: 'gift-guide', name: 'Gift Guide', c_showInMenu: true },
  ],
  (id) => urls.category(id),
);

function Parts() {
  // The mobile menu formats its labels with react-intl, as in the document (root.tsx's IntlProvider).
  return (
    <ShopIntlProvider locale="en-US" messages={enUS as CompiledMessages}>
      <div style={{ display: 'flex', gap: '8px', alignItems: 'center' }}>
        <MobileMenu categories={categories} />
        <CartButton />
      </div>
    </ShopIntlProvider>
  );
}

const meta = {
  title: 'Shell/Header parts',
  component: Parts,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof Parts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileMenuDrawer: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Gift Guide' })).toHaveAttribute('href', '/c/gift-guide/');
    await userEvent.click(within(drawer).getByRole('button', { name: "Men's" }));
    const level = await screen.findByRole('dialog', { name: "Men's" });
    await expect(within(level).getByRole('link', { name: "Shop All Men's" })).toHaveAttribute('href', '/c/mens/');
    // Nested accordion: a subcategory with subcategories of its own.
    await userEvent.click(within(level).getByRole('button', { name: 'Jackets & Vests' }));
    await expect(within(level).getByRole('link', { name: 'Rain Jackets' })).toBeVisible();
    await userEvent.click(within(level).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible());
  },
};

export const CartWithCount: Story = {
  play: async ({ canvasElement }) => {
    bagCountStore.set(14);
    await expect(await within(canvasElement).findByRole('link', { name: 'Cart, 14 items' })).toBeVisible();
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
  },
};

export const CheckoutChrome: StoryObj = {
  render: () => (
    <>
      <CheckoutHeader />
      <main style={{ minHeight: '80px' }} />
      <CheckoutFooter />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Back to cart/ })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('img', { name: 'Discover' })).toBeVisible();
    await expect(canvas.getByText('This is a demo store. Orders will not be processed.')).toBeVisible();
  },
};
