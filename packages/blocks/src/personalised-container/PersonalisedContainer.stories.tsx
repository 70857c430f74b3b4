import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import offers from './fixtures/personalised-home-offers.json';

const JOIN = 'Join Ridgeline Rewards: 10% off your first order';
const WELCOME = 'Welcome back — you have points waiting';

const meta = {
  title: 'Blocks/Personalised Container',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/personalised-container`. On the server the block\'s `adapt` picks the items for the shopper\'s customer groups before preparation; change `customerGroups` to see other variants.',
      },
    },
  },
  args: { content: offers, customerGroups: ['Unregistered', 'Everyone'] },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnonymousShopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(JOIN)).toBeVisible();
    await expect(canvas.queryByText(WELCOME)).toBeNull();
  },
};

const assertLoyalty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/personalised-container"]')!;
  await expect(root).toHaveAttribute('data-matched-count', '2');
  await expect(canvas.getByRole('heading', { level: 1, name: 'Double points on every summit' })).toBeVisible();
  await expect(canvas.getByText(WELCOME)).toBeVisible();
  await expect(canvas.queryByText(JOIN)).toBeNull();
};

export const LoyaltyMember: Story = { args: { customerGroups: ['Everyone', 'Registered', 'Loyalty Members'] }, play: assertLoyalty };
export const LoyaltyMemberMobile: Story = { ...LoyaltyMember, globals: viewports.mobile };
export const LoyaltyMemberTablet: Story = { ...LoyaltyMember, globals: viewports.tablet };
export const LoyaltyMemberLaptop: Story = { ...LoyaltyMember, globals: viewports.laptop };
export const LoyaltyMemberDesktop: Story = { ...LoyaltyMember, globals: viewports.desktop };

export const NoVariantMatches: Story = {
  args: { customerGroups: ['Registered'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(JOIN)).toBeVisible();
  },
};
