import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompareTray, type CompareTrayProduct, type CompareTrayProps } from './CompareTray';

const svg = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="496" height="521"><rect width="496" height="521" fill="${fill}"/></svg>`)}`;

const products: CompareTrayProduct[] = [
  {
    id: 'RM1001',
    name: 'Stormbreak Rain Jacket',
    href: '#stormbreak',
    image: { url: svg('#1F4D3A'), alt: 'Stormbreak Rain Jacket' },
    price: { type: 'single', sales: 149, list: 189 },
    variations: [{ name: 'Colour', values: ['Collegiate Navy', 'Red Spark'] }],
  },
  {
    id: 'RM2002',
    name: 'Glacier Crest Down Parka',
    href: '#glacier',
    image: { url: svg('#1D4F91'), alt: 'Glacier Crest Down Parka' },
    price: { type: 'single', sales: 329 },
    variations: [{ name: 'Colour', values: ['Black'] }],
  },
  {
    id: 'RM3003',
    name: 'Ridgeway Trail Fleece',
    href: '#ridgeway',
    price: { type: 'range', minSale: 60, maxSale: 80 },
  },
];

/** The tray with its state kept, as the storefront keeps it (removing the last product collapses it). */
function StatefulTray(props: CompareTrayProps) {
  const [items, setItems] = useState(props.products);
  const [expanded, setExpanded] = useState(props.expanded);
  return (
    <div style={{ minHeight: '480px' }}>
      <CompareTray
        {...props}
        products={items}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          props.onExpandedChange(next);
        }}
        onRemove={(id) => {
          props.onRemove(id);
          setItems((current) => {
            const next = current.filter((item) => item.id !== id);
            if (next.length === 0) setExpanded(false);
            return next;
          });
        }}
        onClear={() => {
          props.onClear?.();
          setItems([]);
          setExpanded(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Product/CompareTray',
  component: CompareTray,
  tags: ['autodocs'],
  args: {
    products,
    expanded: false,
    onExpandedChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    locale: 'en-US',
    currency: 'USD',
  },
  render: (args) => <StatefulTray {...args} />,
} satisfies Meta<typeof CompareTray>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tray as it first shows, collapsed, nothing pressed: the still state the visual suite compares. */
export const AtRest: Story = {};

/** Collapsed: the bar names the region with the count; the keyboard opens the table. */
export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Compare products (3)' });
    const toggle = within(region).getByRole('button', { name: 'Show comparison' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(region).queryByRole('table')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(within(region).getByRole('table', { name: 'Compared products' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Hide comparison' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Expanded: one row per product; removing every product hides the tray and collapses it. */
export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Compared products' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('row', { name: /Stormbreak/ })).toHaveTextContent(
      'Collegiate Navy, Red Spark',
    );
    for (const product of products)
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${product.name} from compare` }));
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvasElement.querySelector('[data-compare-tray]')).toHaveAttribute('data-compare-tray', 'collapsed');
  },
};

/** The limit: the warning is an alert inside the tray. */
export const LimitWarning: Story = {
  args: {
    products: [...products, { id: 'RM4004', name: 'Summit Pack 40L', price: { type: 'single', sales: 120 } }],
    warning: { title: 'Maximum products reached', description: 'You can only compare up to 4 products at once.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Compare products (4)' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Maximum products reached');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can only compare up to 4 products at once.');
  },
};
