import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories } from '../shared/storybook';
import diagnostic from './fixtures/diagnostic-throw.json';
import messaging from '../messaging-banner/fixtures/messaging-free-shipping.json';

const meta = {
  title: 'Diagnostics/Throwing Block',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Schema `https://schema.ridgeline.dev/diagnostic-throw`: its component throws on purpose. The renderer's error boundary contains it: a failure card in development and preview; in production, nothing when it fails on the server and a notice with Try Again when it fails in the browser. Registered by the storefront only with `RIDGELINE_DIAGNOSTICS=1`.",
      },
    },
  },
  args: { content: diagnostic, mode: 'development' },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailureCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This block could not be displayed/)).toBeVisible();
    await expect(canvasElement.textContent).toContain(diagnostic.message);
  },
};

export const IsolatedOnAPage: Story = {
  args: {
    content: {
      _meta: {
        schema: 'https://schema.ridgeline.dev/content-page',
        deliveryId: 'diagnostic-page',
        deliveryKey: 'page/diagnostics',
      },
      blocks: [messaging, diagnostic],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Free shipping on orders over $75' })).toBeVisible();
    await expect(await canvas.findByText(/This block could not be displayed/)).toBeVisible();
  },
};
