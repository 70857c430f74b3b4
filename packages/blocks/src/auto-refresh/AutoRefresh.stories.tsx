import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import { AutoRefreshNavigationProvider } from './AutoRefresh';
import springLaunch from './fixtures/auto-refresh-spring-launch.json';
import missing from './fixtures/auto-refresh-missing-date.json';
import invalid from './fixtures/auto-refresh-invalid-date.json';
import past from './fixtures/auto-refresh-past-date.json';

/** Two hours from when the stories load, so the countdown always runs (the fixture's date is fixed). */
const upcoming = { ...springLaunch, refreshDateTime: new Date(Date.now() + 2 * 3_600_000).toISOString() };

const meta = {
  title: 'Blocks/Auto-refresh',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/auto-refresh`. Preview only (`mode: preview`; nothing in production or development): counts down to `refreshDateTime` and reloads with `vse-timestamp` at zero. Stories never navigate (the navigation is injected).',
      },
    },
  },
  args: { content: upcoming, mode: 'preview' },
  decorators: [
    (Story) => (
      <AutoRefreshNavigationProvider navigate={(url) => console.info('[auto-refresh story] would navigate to', url)}>
        {Story()}
      </AutoRefreshNavigationProvider>
    ),
  ],
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertCountdown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const timer = await canvas.findByRole('timer', { name: 'Time until the page reloads' });
  await expect(timer).toHaveAttribute('aria-live', 'off');
  await expect(timer.textContent).toMatch(/^0[12]:[0-5]\d:[0-5]\d$/);
  const first = timer.textContent;
  await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
  await expect(
    canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/auto-refresh"]'),
  ).toHaveTextContent('The page reloads automatically at');
};

const errorStory = (content: unknown, message: string): Story => ({
  args: { content },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message)).toBeVisible();
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
});

export const Countdown: Story = { play: assertCountdown };
export const Mobile: Story = { globals: viewports.mobile, play: assertCountdown };
export const Tablet: Story = { globals: viewports.tablet, play: assertCountdown };
export const Laptop: Story = { globals: viewports.laptop, play: assertCountdown };
export const Desktop: Story = { globals: viewports.desktop, play: assertCountdown };

export const NoRefreshDate: Story = errorStory(missing, 'No refresh date provided');
export const InvalidDateFormat: Story = errorStory(invalid, 'Invalid date format');
export const DateInThePast: Story = errorStory(past, 'Refresh date must be in the future');

/** Outside preview mode the block renders nothing. */
export const Production: Story = {
  args: { mode: 'production' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/auto-refresh"]')).toBeNull();
  },
};
