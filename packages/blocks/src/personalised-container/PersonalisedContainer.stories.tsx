import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import offers from './fixtures/personalised-home-offers.json';
import { PERSONALISATION_FADE_MS } from './fade';

const JOIN = 'Join Ridgeline Rewards: 10% off your first order';
const WELCOME = 'Welcome back — you have points waiting';
const ROOT = '[data-schema="https://schema.ridgeline.dev/personalised-container"]';

/**
 * A story renders on the client, so the container fades in (0.1 s): wait for its animation to end before
 * asserting visibility (jest-dom's toBeVisible reads the animated opacity).
 */
async function fadedIn(canvasElement: HTMLElement): Promise<HTMLElement> {
  const root = canvasElement.querySelector<HTMLElement>(ROOT)!;
  await Promise.all(root.getAnimations().map((animation) => animation.finished));
  return root;
}

const meta = {
  title: 'Blocks/Personalised Container',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Schema `https://schema.ridgeline.dev/personalised-container`. On the server the block's `adapt` picks the items for the shopper's customer groups before preparation; change `customerGroups` to see other variants. Content resolved on the client (as here) fades in over 0.1 s; server HTML, `mode: preview` and reduced motion never fade.",
      },
    },
  },
  args: { content: offers, customerGroups: ['Unregistered', 'Everyone'] },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnonymousShopper: Story = {
  play: async ({ canvasElement }) => {
    await fadedIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(JOIN)).toBeVisible();
    await expect(canvas.queryByText(WELCOME)).toBeNull();
  },
};

const assertLoyalty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const root = await fadedIn(canvasElement);
  await expect(root).toHaveAttribute('data-matched-count', '2');
  await expect(canvas.getByRole('heading', { level: 1, name: 'Double points on every summit' })).toBeVisible();
  await expect(canvas.getByText(WELCOME)).toBeVisible();
  await expect(canvas.queryByText(JOIN)).toBeNull();
};

export const LoyaltyMember: Story = {
  args: { customerGroups: ['Everyone', 'Registered', 'Loyalty Members'] },
  play: assertLoyalty,
};
export const LoyaltyMemberMobile: Story = { ...LoyaltyMember, globals: viewports.mobile };
export const LoyaltyMemberTablet: Story = { ...LoyaltyMember, globals: viewports.tablet };
export const LoyaltyMemberLaptop: Story = { ...LoyaltyMember, globals: viewports.laptop };
export const LoyaltyMemberDesktop: Story = { ...LoyaltyMember, globals: viewports.desktop };

export const NoVariantMatches: Story = {
  args: { customerGroups: ['Registered'] },
  play: async ({ canvasElement }) => {
    await fadedIn(canvasElement);
    await expect(within(canvasElement).getByText(JOIN)).toBeVisible();
  },
};

/** docs/behaviour/blocks.md#personalised-container: resolved on the client, the container fades from opacity 0 to 1 over 0.1 s. */
export const FadesInOnTheClient: Story = {
  args: { mode: 'production' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>(ROOT)!;
    await expect(root).toHaveAttribute('data-personalisation-fade', 'in');
    // Read from the computed style (it stays after the animation has ended, however fast the runner is).
    const style = getComputedStyle(root);
    await expect(style.animationDuration).toBe(`${PERSONALISATION_FADE_MS / 1000}s`);
    const keyframes = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === style.animationName);
    await expect(keyframes).toBeDefined();
    const frames = [...keyframes!.cssRules] as CSSKeyframeRule[];
    await expect(frames.map((frame) => [frame.keyText, frame.style.opacity])).toEqual([
      ['0%', '0'],
      ['100%', '1'],
    ]);
    await fadedIn(canvasElement);
    await expect(style.opacity).toBe('1');
    await expect(within(canvasElement).getByText(JOIN)).toBeVisible();
  },
};

/** No fade in preview: the editor sees the content at once. */
export const PreviewWithoutFade: Story = {
  args: { mode: 'preview' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>(ROOT)!;
    await expect(root).not.toHaveAttribute('data-personalisation-fade');
    await expect(getComputedStyle(root).animationName).toBe('none');
    await expect(within(canvasElement).getByText(JOIN)).toBeVisible();
  },
};
