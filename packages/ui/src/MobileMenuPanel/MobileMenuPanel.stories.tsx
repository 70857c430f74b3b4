import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileMenuPanel } from './MobileMenuPanel';

const leaf = (id: string, name: string) => ({ id, name, href: `/c/${id}/`, tone: 'default' as const, children: [] });

const meta = {
  title: 'Shell/MobileMenuPanel',
  component: MobileMenuPanel,
  args: {
    categories: [
      {
        id: 'mens',
        name: "Men's",
        href: '/c/mens/',
        tone: 'default',
        children: [
          { ...leaf('mens-jackets', 'Jackets & Vests'), children: [leaf('mens-rain', 'Rain Jackets')] },
          { ...leaf('mens-sale', "Men's Sale"), tone: 'sale' },
        ],
      },
      leaf('gift-guide', 'Gift Guide'),
    ],
    text: {
      menu: 'Menu',
      close: 'Close menu',
      categories: 'Categories',
      back: 'Back',
      shopAll: (name: string) => `Shop All ${name}`,
    },
  },
} satisfies Meta<typeof MobileMenuPanel>;
export default meta;

/** The menu button; the drawer opens on click. */
export const Closed: StoryObj<typeof meta> = {};
