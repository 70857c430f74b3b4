import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
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
      // The media service's demo image (Storybook and the visual suite serve /i/ URLs): no request leaves the machine.
      { id: 'a', name: 'Sun Hat', href: '/p/a', imageUrl: '/i/ridgeline/summit-hiker?w=160&h=200' },
      { id: 'b', name: 'Trail Sunglasses', href: '/p/b' },
    ],
  },
  // The drawer's dialog loads on first open, then fades or slides in: the story has rendered once it shows.
  play: async () => {
    // A hang guard for a loaded machine, not a speed limit.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Sunny today' })).toBeVisible(), { timeout: 10_000 });
  },
} satisfies Meta<typeof RecommendationsDrawer>;
export default meta;

/** Two recommendations. */
export const Default: StoryObj<typeof meta> = {};

/** None available. */
export const Empty: StoryObj<typeof meta> = { args: { items: [] } };
