import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewports } from '../ProductTile/storybook';
import { theme } from '../theme/theme';
import { Price, priceVariants } from './Price';

const meta = {
  title: 'Product/Price',
  component: Price,
  tags: ['autodocs'],
  args: {
    price: { type: 'single', sales: 89.9, list: 120 },
    variant: 'product-info',
    locale: 'en-US',
    currency: 'USD',
    loading: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: priceVariants },
    currency: { control: 'inline-radio', options: ['USD', 'CAD', 'EUR', 'GBP'] },
    locale: { control: 'inline-radio', options: ['en-US', 'en-CA', 'fr-CA', 'de-DE'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertSale: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Sale price $89.90, was $120.00')).toBeInTheDocument();
  const struck = canvasElement.querySelector('s')!;
  await expect(struck).toHaveTextContent('$120.00');
  await expect(getComputedStyle(struck).textDecorationLine).toContain('line-through');
  // 25.08 % off, truncated
  await expect(canvas.getByText('25% off')).toBeVisible();
};

export const Sale: Story = { play: assertSale };
export const SaleMobile: Story = { globals: viewports.mobile, play: assertSale };
export const SaleTablet: Story = { globals: viewports.tablet, play: assertSale };
export const SaleLaptop: Story = { globals: viewports.laptop, play: assertSale };
export const SaleDesktop: Story = { globals: viewports.desktop, play: assertSale };

export const Single: Story = {
  args: { price: { type: 'single', sales: 240 }, variant: 'tile' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$240.00');
  },
};

export const Range: Story = {
  args: { price: { type: 'range', minSale: 40, maxSale: 65 }, variant: 'tile' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$40.00 – $65.00');
  },
};

export const SaleRange: Story = {
  args: { price: { type: 'range', minSale: 30, maxSale: 45, minList: 40, maxList: 60 }, variant: 'tile' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Sale price $30.00 – $45.00, was $40.00 – $60.00'),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price Not Found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"] [data-skeleton]')).not.toBeNull();
  },
};

export const Euro: Story = {
  args: { price: { type: 'single', sales: 1049.5, list: 1399 }, locale: 'de-DE', currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/1\.049,50\s€/);
    await expect(canvasElement).toHaveTextContent('24% off');
  },
};

/** The four display variants side by side. */
export const Variants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: 'grid', gap: theme.space[4] }}>
      {priceVariants.map((variant) => (
        <div key={variant} style={{ display: 'grid', gap: theme.space[1] }}>
          <code>{variant}</code>
          <Price {...args} variant={variant} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of priceVariants)
      await expect(canvasElement.querySelector(`[data-price-variant="${variant}"]`)).not.toBeNull();
  },
};
