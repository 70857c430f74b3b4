import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import overflowGroup from './fixtures/buttons-shop-by-activity.json';
import avatarGroup from './fixtures/buttons-meet-the-guides.json';

const meta = {
  title: 'Blocks/Button Group',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/button-group`, rendered from a delivery fixture through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: overflowGroup },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertOverflow: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: 'Shop by activity' });
  const links = within(list).getAllByRole('link');
  await expect(links).toHaveLength(overflowGroup.buttons.length);
  await expect(getComputedStyle(list).flexWrap).toBe('nowrap');
  // Keyboard: tabbing reaches the last button, and the scroller brings it into view.
  for (let i = 0; i < links.length; i += 1) await userEvent.tab();
  const last = links[links.length - 1]!;
  await expect(last).toHaveFocus();
  const listBox = list.getBoundingClientRect();
  const lastBox = last.getBoundingClientRect();
  await expect(lastBox.right).toBeLessThanOrEqual(listBox.right + 1);
};

export const ContentOverflow: Story = { play: assertOverflow };
export const Mobile: Story = { globals: viewports.mobile, play: assertOverflow };
export const Tablet: Story = { globals: viewports.tablet, play: assertOverflow };
export const Laptop: Story = { globals: viewports.laptop, play: assertOverflow };
export const Desktop: Story = { globals: viewports.desktop, play: assertOverflow };

export const InlineHeaderStackWithAvatars: Story = {
  args: { content: avatarGroup },
  globals: viewports.mobile,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ask a guide' });
    await expect(getComputedStyle(list).flexWrap).toBe('wrap');
    const avatar = canvasElement.querySelector<HTMLImageElement>('img[data-avatar]')!;
    await expect(avatar).toHaveAttribute('alt', 'Maya, trail guide');
    await expect(getComputedStyle(avatar).borderRadius).not.toBe('0px');
    await expect(avatar.getBoundingClientRect().width).toBe(32);
  },
};
