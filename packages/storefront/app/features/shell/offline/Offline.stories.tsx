import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

// The retry screen's stories are ui's (`OfflineNotice`); the banner is the shell's.
const meta = {
  title: 'Shell/Offline',
  component: OfflineBanner,
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
