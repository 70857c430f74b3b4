import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewports } from '../ProductTile/storybook';
import { PriceTierList } from './PriceTierList';

const meta = {
  title: 'Product/PriceTierList',
  component: PriceTierList,
  tags: ['autodocs'],
  args: {
    cap: 2,
    colours: [
      { id: '010', name: 'Black', price: { type: 'single', sales: 120 } },
      { id: '464', name: 'Collegiate Navy', price: { type: 'single', sales: 120 } },
      { id: '820', name: 'Red Spark', price: { type: 'single', sales: 89.9, list: 120 } },
      { id: '370', name: 'Canteen', price: { type: 'single', sales: 99 } },
      { id: '160', name: 'Ancient Fossil', price: { type: 'single', sales: 110 } },
    ],
  },
  argTypes: { cap: { control: { type: 'number', min: 1, max: 6 } } },
  decorators: [(Story) => <div style={{ maxWidth: '420px' }}>{Story()}</div>],
} satisfies Meta<typeof PriceTierList>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertMoreLess: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: 'Prices by colour' });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  const more = canvas.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  await expect(within(list).getByText('Black, Collegiate Navy')).toBeVisible();
  const less = canvas.getByRole('button', { name: 'Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(less).toHaveFocus();
  await userEvent.click(less);
  await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
};

export const MoreAndLess: Story = { play: assertMoreLess };
export const Mobile: Story = { globals: viewports.mobile, play: assertMoreLess };
export const Tablet: Story = { globals: viewports.tablet, play: assertMoreLess };
export const Laptop: Story = { globals: viewports.laptop, play: assertMoreLess };
export const Desktop: Story = { globals: viewports.desktop, play: assertMoreLess };
