import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ReservationAlert, type ReservationAlertView } from './ReservationAlert';

const messages = {
  running: 'Your cart is reserved for {clock}',
  runningHint: "Checkout now while it's still available",
  expiredTitle: 'Sorry, time has expired',
  expiredBody: "Your item is no longer reserved, but you may be able to complete your purchase before it's gone.",
  close: 'Close',
};

const meta = {
  title: 'Commerce/ReservationAlert',
  component: ReservationAlert,
  args: { view: { kind: 'info', clock: '2:05' }, messages, onClose: () => {} },
} satisfies Meta<typeof ReservationAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than a minute left: the info alert with the clock. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByTestId('reservation-running');
    await expect(alert).toHaveTextContent('Your cart is reserved for 2:05');
    await expect(alert).toHaveAttribute('data-status', 'info');
    // More than 5 minutes... or no exact time: nothing announced until a moment that matters.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^$/);
  },
};

/** A minute or less: the same words as a warning. */
export const Warning: Story = {
  args: { view: { kind: 'warning', clock: '0:42' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('reservation-running')).toHaveAttribute('data-status', 'warning');
    // A minute or less is announced once.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your cart is reserved for 0:42');
  },
};

function ClosableExpired() {
  const [view, setView] = useState<ReservationAlertView>({ kind: 'expired' });
  return <ReservationAlert view={view} messages={messages} onClose={() => setView({ kind: 'hidden' })} />;
}

/** Time is up: the closable error alert. */
export const Expired: Story = {
  render: () => <ClosableExpired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, time has expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
