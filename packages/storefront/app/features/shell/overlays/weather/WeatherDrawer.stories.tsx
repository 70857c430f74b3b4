import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WeatherDrawer } from './WeatherDrawer';

const json = {
  title: 'Sunny, 75°F',
  drawerTitle: 'Made for sunny days',
  drawerSubtitle: 'Hats, shades and breathable layers for today’s forecast.',
  viewAllText: 'View all',
};

const meta = {
  title: 'Shell/Overlays/Weather drawer',
  component: WeatherDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    json,
    locale: 'en-US',
    recommendations: [
      {
        id: 'RM1001',
        name: 'Summit Shell Jacket',
        href: '/product/RM1001',
        imageUrl: '/i/ridgeline/shell-jacket?w=320&h=400',
      },
      {
        id: 'RF4003',
        name: 'Ridge Trail Boot',
        href: '/product/RF4003',
        imageUrl: '/i/ridgeline/trail-boot?w=320&h=400',
      },
    ],
  },
} satisfies Meta<typeof WeatherDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRecommendations: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Made for sunny days' });
    await expect(within(drawer).getByRole('link', { name: 'Summit Shell Jacket' })).toHaveAttribute(
      'href',
      '/product/RM1001',
    );
    await expect(within(drawer).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/search?q=sun+protection&icid=weather-widget',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const NoRecommendations: Story = {
  args: { recommendations: [] },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Made for sunny days' });
    await expect(within(drawer).getByText('No recommendations available.')).toBeVisible();
  },
};
