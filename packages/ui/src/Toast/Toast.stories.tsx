import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { ToastOptions } from './types';
import { useToast } from './useToast';

/** Story harness: a button that calls `toast()` with the story's args (the toast options). */
function ToastDemo(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Show toast</Button>;
}

/**
 * `useToast().toast({ title, description, status })`. Toasts close after 5000 ms, have no close
 * button unless `isClosable`, and stack top-center below 992 px, top-right from it.
 */
const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: {
    title: 'Thank You',
    description: 'Watch your inbox for the latest news and offers',
    status: 'success',
    duration: 5000,
    isClosable: false,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    duration: { control: 'number' },
    isClosable: { control: 'boolean' },
  },
  // The ToastProvider comes from the global RidgelineProvider decorator.
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getByText('Thank You')).toBeVisible());
    await expect(within(region).getByText('Watch your inbox for the latest news and offers')).toBeVisible();
    await expect(within(region).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  },
};

export const Closable: Story = {
  args: { title: 'Item removed from wishlist', description: undefined, status: 'info', isClosable: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    await userEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByText('Item removed from wishlist')).toBeNull());
  },
};

export const Error: Story = {
  args: { title: 'An error occurred', description: 'Could not update your wish list.', status: 'error' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(screen.getByText('An error occurred')).toBeVisible());
  },
};

/** Short toolkit toasts: 1 s (docs/behaviour/toolkit.md#toasts). */
export const ShortDuration: Story = {
  args: { title: 'Successfully updated', description: undefined, duration: 1000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(screen.getByText('Successfully updated')).toBeVisible());
    await waitFor(() => expect(screen.queryByText('Successfully updated')).toBeNull(), { timeout: 3000 });
  },
};
