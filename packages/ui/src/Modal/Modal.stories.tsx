import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Please sign in to continue',
    description: 'Members can save items to their wish list.',
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const change = (next: boolean) => {
      setOpen(next);
      args.onOpenChange?.(next);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Add to wish list</Button>
        <Modal
          {...args}
          open={open}
          onOpenChange={change}
          footer={
            <>
              <Button variant="outline" onClick={() => change(false)}>
                Not now
              </Button>
              <Button onClick={() => change(false)}>Sign in</Button>
            </>
          }
        >
          <Text>Sign in or create an account to keep your favourites across devices.</Text>
        </Modal>
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add to wish list' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Please sign in to continue' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Members can save items to their wish list.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const FooterAction: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to wish list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to wish list' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 2, clientY: 2 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
