import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExitIntentModal } from './ExitIntentModal';
import { exitIntentContent } from '@ridgeline/renderer';

const payload = {
  heading: 'Before you go',
  body: 'Sign in to keep your bag and wish list on every device, and hear about new gear first.',
  buttonText: 'Sign in',
  imgUrl: '/i/ridgeline/forest-trail?w=560&h=315',
  altText: 'A forest trail in morning light',
  customLinkName: 'exit-intent-sign-in',
};

const meta = {
  title: 'Shell/Overlays/Exit intent',
  component: ExitIntentModal,
  args: {
    content: exitIntentContent({ ...payload, spaceBetweenElms: 3 })!,
    locale: 'en-US',
    onDone: fn(),
    openAccount: fn(),
  },
} satisfies Meta<typeof ExitIntentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonOpensTheAccountEntry: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'A forest trail in morning light' })).toBeVisible(),
    );
    await expect(dialog.querySelector('[data-exit-intent-modal]')).toHaveStyle({ gap: '24px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(args.openAccount).toHaveBeenCalledTimes(1));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** A spacing value that is not an integer falls back to 2 steps (16 px). */
export const SpacingNotAnInteger: Story = {
  args: { content: exitIntentContent({ ...payload, spaceBetweenElms: 1.5 })! },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await expect(dialog.querySelector('[data-exit-intent-modal]')).toHaveStyle({ gap: '16px' });
  },
};
