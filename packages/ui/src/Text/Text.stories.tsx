import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colors, fontSizes, fontWeights } from '../theme/tokens';
import { Text } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Recycled nylon shell, fully seam-sealed, packs into its own pocket.', size: 'md' },
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'em', 'small'] },
    size: { control: 'select', options: Object.keys(fontSizes) },
    weight: { control: 'select', options: Object.keys(fontWeights) },
    color: {
      control: 'select',
      options: [...Object.keys(colors.text).filter((name) => name !== 'inverse'), 'inherit'],
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Recycled nylon/).tagName).toBe('P');
  },
};

export const SalePrice: Story = {
  args: { as: 'span', color: 'sale', weight: 'bold', size: 'lg', children: '$149.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$149.00').tagName).toBe('SPAN');
  },
};

export const Secondary: Story = { args: { color: 'secondary', size: 'sm' } };
