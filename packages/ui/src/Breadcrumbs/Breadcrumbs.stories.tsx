import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: "Men's", href: '#mens' },
      { label: 'Jackets & Vests', href: '#mens-jackets' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryTrail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('Jackets & Vests')).toHaveAttribute('aria-current', 'page');
  },
};

export const TopLevel: Story = {
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'Gear' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    await expect(within(nav).getByText('Gear')).toHaveAttribute('aria-current', 'page');
  },
};
