import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecommendationsDrawer } from './RecommendationsDrawer';

const meta = {
  title: 'Shell/RecommendationsDrawer',
  component: RecommendationsDrawer,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Sunny today',
    description: 'Stay protected out there.',
    emptyText: 'No recommendations available.',
    viewAll: { href: '/search?q=sun+protection&icid=weather-widget', label: 'View all' },
    items: [
      { id: 'a', name: 'Sun Hat', href: '/p/a', imageUrl: 'https://picsum.photos/seed/hat/160/200' },
      { id: 'b', name: 'Trail Sunglasses', href: '/p/b' },
    ],
  },
} satisfies Meta<typeof RecommendationsDrawer>;
export default meta;

/** Two recommendations. */
export const Default: StoryObj<typeof meta> = {};

/** None available. */
export const Empty: StoryObj<typeof meta> = { args: { items: [] } };
