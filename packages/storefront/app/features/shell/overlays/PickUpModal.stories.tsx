import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PickUpModal } from './PickUpModal';

const meta = {
  title: 'Shell/Overlays/Pick up where you left off',
  component: PickUpModal,
  args: {
    product: {
      prodImgSrc: '/i/ridgeline/shell-jacket?w=240&h=300',
      prodName: 'Summit Shell Jacket',
      prodHref: '/product/RM1001',
    },
    json: {
      title: 'Pick Up Where You Left Off',
      subtitle: 'The last thing you looked at is still here.',
      ctaText: 'Take me back',
    },
    onDone: fn(),
  },
} satisfies Meta<typeof PickUpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastViewedProduct: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pick Up Where You Left Off' });
    await expect(dialog).toHaveAccessibleDescription('The last thing you looked at is still here.');
    await expect(within(dialog).getByRole('link', { name: 'Summit Shell Jacket' })).toHaveAttribute(
      'href',
      '/product/RM1001',
    );
    await expect(within(dialog).getByRole('link', { name: 'Take me back' })).toHaveAttribute('href', '/product/RM1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** True once neither the element nor any ancestor is part-transparent (the dialog's fade has ended). */
function fadedIn(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (Number(getComputedStyle(node).opacity) < 1) return false;
  return true;
}

export const DefaultTexts: Story = {
  args: { json: {} },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pick Up Where You Left Off' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Continue shopping' })).toBeVisible());
    // axe checks contrast after the play function: wait until the dialog has faded all the way in.
    await waitFor(() => expect(fadedIn(dialog)).toBe(true));
  },
};
