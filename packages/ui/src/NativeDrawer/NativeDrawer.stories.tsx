import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { theme } from '../theme/theme';
import { NativeDrawer, nativeDrawerOpener } from './NativeDrawer';

const meta = {
  title: 'Components/NativeDrawer',
  component: NativeDrawer,
  tags: ['autodocs'],
  args: { id: 'story-native-drawer', title: 'Shop by category', placement: 'left', closeLabel: 'Close', onClose: fn() },
  argTypes: { placement: { control: 'inline-radio', options: ['left', 'right'] } },
  render: (args) => (
    <>
      <Button {...nativeDrawerOpener(args.id)}>Open drawer</Button>
      <NativeDrawer {...args}>
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: theme.space[3] }}>
          <li>
            <Link href="/t/jackets">Jackets</Link>
          </li>
          <li>
            <Link href="/t/boots">Boots</Link>
          </li>
        </ul>
      </NativeDrawer>
    </>
  ),
} satisfies Meta<typeof NativeDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The opener opens it with no script of its own (Invoker Commands); the close button closes it the same way and focus
 * returns. (Escape is the browser's own cancel, which a synthetic key event does not start: e2e/header.spec.ts.)
 */
export const OpensNatively: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open drawer' });
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: 'Shop by category' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
    // the browser fires `close` in a task of its own after closing
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Open, from the right. */
export const OpenRight: Story = {
  args: { placement: 'right' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Shop by category' })).toBeVisible();
  },
};
