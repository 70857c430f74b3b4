import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import { createFakeCommerceService } from '@ridgeline/commerce/testing';
import type { CommerceProduct } from '@ridgeline/commerce';
import { SAMPLE_PRODUCTS as sample } from '@ridgeline/commerce/testing';
import fixture from './fixtures/category-mens-jackets-page.json';

const meta = {
  title: 'Pages/Category Landing Page',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    services: { commerce: createFakeCommerceService(sample as unknown as CommerceProduct[]) },
  },
  args: { content: fixture },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/category-landing-page"]')!;
  await expect(root).toHaveAttribute('data-category-id', 'mens-jackets');
  await expect(within(root as HTMLElement).getAllByRole('region').length).toBeGreaterThanOrEqual(2);
};

export const Mobile: Story = { globals: viewports.mobile, play };
export const Tablet: Story = { globals: viewports.tablet, play };
export const Laptop: Story = { globals: viewports.laptop, play };
export const Desktop: Story = { globals: viewports.desktop, play };
