import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { theme } from '../theme/theme';
import { Drawer } from './Drawer';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { title: 'Shop by category', placement: 'right', closeLabel: 'Close', onOpenChange: fn() },
  argTypes: { placement: { control: 'inline-radio', options: ['left', 'right'] } },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open drawer</Button>
        <Drawer
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        >
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: theme.space[3] }}>
            <li>
              <Link href="/t/jackets">Jackets</Link>
            </li>
            <li>
              <Link href="/t/boots">Boots</Link>
            </li>
            <li>
              <Link href="/t/packs">Packs</Link>
            </li>
          </ul>
        </Drawer>
      </>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens, closes with Escape, and gives focus back to the button that opened it. */
export const EscapeRestoresFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open drawer' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Shop by category' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const CloseButton: Story = {
  args: { placement: 'left', title: 'Menu' },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open drawer' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]')!;
    // Click the part of the backdrop the panel (on the right) does not cover.
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
