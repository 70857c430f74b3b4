import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { viewports } from '../ProductTile/storybook';
import { VariationSelector, type VariationOption } from './VariationSelector';

const swatch = (hex: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="${hex}"/></svg>`)}`;

const colours: VariationOption[] = [
  { value: '010', name: 'Black', href: '?color=010', swatchUrl: swatch('#1f1f22') },
  { value: '464', name: 'Collegiate Navy', href: '?color=464', swatchUrl: swatch('#1f2a44') },
  { value: '370', name: 'Spruce', href: '?color=370', swatchUrl: swatch('#1f4d45'), orderable: false },
  { value: '820', name: 'Safety Orange', href: '?color=820', swatchUrl: swatch('#e8622a') },
];

const sizes: VariationOption[] = ['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({
  value: size,
  name: size,
  href: `?size=${size}`,
  orderable: size !== 'XL',
}));

const meta = {
  title: 'Product/VariationSelector',
  component: VariationSelector,
  tags: ['autodocs'],
  args: { label: 'Size', options: sizes, variant: 'chip' },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return <VariationSelector {...args} selected={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof VariationSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickSize: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('link', { name: 'M' }));
  await expect(canvas.getByRole('group', { name: 'Size: M' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'M' })).toHaveAttribute('aria-current', 'true');
  await expect(canvas.getByRole('link', { name: 'XL, unavailable' })).toHaveAttribute('href', '?size=XL');
};

export const Sizes: Story = { play: pickSize };

export const Colours: Story = {
  args: { label: 'Color', options: colours, variant: 'swatch', selected: '010' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Color: Black' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Safety Orange' }));
    await expect(canvas.getByRole('group', { name: 'Color: Safety Orange' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Spruce, unavailable' })).toHaveAttribute('data-unavailable');
  },
};

export const Mobile: Story = { globals: viewports.mobile, play: pickSize };
export const Desktop: Story = { globals: viewports.desktop, play: pickSize };
