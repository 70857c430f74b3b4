import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  args: { children: "You're currently browsing in offline mode." },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "You're currently browsing in offline mode.",
    );
  },
};
