import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  args: {
    onRetry: fn(),
    variant: 'page',
    text: {
      title: 'You are currently offline',
      message: "We couldn't load the next page on this connection. Please try again.",
      retry: 'Retry Connection',
    },
  },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offline page (and, with `variant: 'overlay'`, the screen over a page whose part could not load). */
export const RetryScreen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You are currently offline' })).toBeVisible();
    await expect(
      canvas.getByText("We couldn't load the next page on this connection. Please try again."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Connection' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RetryOverlay: Story = {
  args: { variant: 'overlay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screenDialog = canvas.getByRole('alertdialog', { name: 'You are currently offline' });
    await expect(within(screenDialog).getByRole('button', { name: 'Retry Connection' })).toHaveFocus();
  },
};
