import type { Meta, StoryObj } from '@storybook/react-vite';
import { MegaMenuNav } from './MegaMenuNav';

const link = (id: string, name: string) => ({ id, name, href: `/c/${id}/`, tone: 'default' as const, children: [] });

const meta = {
  title: 'Shell/MegaMenuNav',
  component: MegaMenuNav,
  args: {
    id: 'site-menu',
    label: 'Main',
    moreLabel: (name: string) => `More ${name}`,
    renderSlot: (key: string) => <p>Content slot {key}</p>,
    entries: [
      {
        ...link('mens', "Men's"),
        display: 'all',
        panel: {
          columns: [
            {
              kind: 'categories',
              column: 1,
              categories: [
                { ...link('mens-jackets', 'Jackets & Vests'), children: [link('mens-rain', 'Rain Jackets')] },
              ],
            },
            { kind: 'categories', column: 2, categories: [{ ...link('mens-sale', "Men's Sale"), tone: 'sale' }] },
            { kind: 'main-slot', column: 3, span: 3, slot: 'menu/mens-main' },
          ],
          below: [],
        },
      },
      { ...link('gift-guide', 'Gift Guide'), display: 'all', panel: { columns: [], below: [] } },
    ],
  },
} satisfies Meta<typeof MegaMenuNav>;
export default meta;

/** Two entries: one with a panel (two columns of links and a content slot), one plain link. */
export const Default: StoryObj<typeof meta> = {};
