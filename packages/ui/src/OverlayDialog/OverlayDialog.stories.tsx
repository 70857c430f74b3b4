import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountryDialog, ExitIntentDialog, PickUpDialog } from './OverlayDialog';

const meta = { title: 'Shell/OverlayDialog', component: CountryDialog } satisfies Meta<typeof CountryDialog>;
export default meta;

/** The country selector for a visitor from Canada on the US site. */
export const Country: StoryObj<typeof CountryDialog> = {
  args: {
    title: 'Shopping from Canada?',
    description: 'Choose where you want to shop. You are on the United States site.',
    countryName: 'Canada',
    options: [
      { id: 'en-CA', href: '/en-ca/home', label: 'Shop Canada (English)' },
      { id: 'fr-CA', href: '/fr-ca/home', label: 'Shop Canada (français)' },
    ],
    stayLabel: 'Stay on the United States site',
    viewAll: { href: 'https://example.test/countries', label: 'View all countries' },
  },
};

/** The exit-intent offer. */
export const ExitIntent: StoryObj<typeof ExitIntentDialog> = {
  render: () => (
    <ExitIntentDialog
      heading="Before you go"
      body="Join Ridgeline Rewards for free shipping on your first order."
      buttonText="Join now"
      imgUrl="/i/ridgeline/alpine-ridge-dawn?w=560&h=315"
      altText="Trail at dawn"
      gapPx={16}
      spacing={2}
      onAction={() => {}}
    />
  ),
};

/** Pick up where you left off. */
export const PickUp: StoryObj<typeof PickUpDialog> = {
  render: () => (
    <PickUpDialog
      title="Pick Up Where You Left Off"
      product={{ imageSrc: '/i/ridgeline/shell-jacket?w=120&h=150', name: 'Summit Jacket', href: '/p/summit' }}
      ctaText="Continue shopping"
    />
  ),
};
