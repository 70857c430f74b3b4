import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreLocatorView, type StoreCardModel, type StoreLocatorViewProps } from './StoreLocatorView';

const STORES: StoreCardModel[] = Array.from({ length: 3 }, (_, i) => ({
  id: `de-store-${i + 1}`,
  name: `Ridgeline Berlin ${i + 1}`,
  addressLines: [`Alexanderplatz ${i + 1}`, 'Berlin, BE 10178'],
  distance: `${i * 2} km away`,
  phone: `+49 30 5550 100${i + 1}`,
  phoneHref: `tel:+493055501000${i + 1}`,
  hoursHtml: '<p><strong>Mon–Sat</strong> 10:00–20:00<br />Sun closed</p>',
  selectLabel: `Set as my store: Ridgeline Berlin ${i + 1}`,
}));

const args: StoreLocatorViewProps = {
  text: {
    title: 'Find a Store',
    countryLabel: 'Country',
    countryPlaceholder: 'Select a country',
    postalCodeLabel: 'Postal Code',
    find: 'Find',
    useMyLocation: 'Use My Location',
    loadMore: 'Load More',
    viewMore: 'View More',
    setAsMyStore: 'Set as my store',
    myStore: 'My store',
    stores: 'Stores',
  },
  action: '/store-locator',
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'DE', name: 'Germany' },
  ],
  form: { countryCode: 'DE', postalCode: '10178' },
  errors: {},
  postalCodeMaxLength: 10,
  status: 'Viewing stores within 100km of 10178 in Germany',
  stores: STORES,
  hydrated: true,
  onUseMyLocation: () => {},
  onSelect: () => {},
  selectedId: 'de-store-2',
  loadMore: { onClick: () => {} },
};

const meta = {
  title: 'Commerce/StoreLocatorView',
  component: StoreLocatorView,
  args,
} satisfies Meta<typeof StoreLocatorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stores around a postal code, one of them the shopper's. */
export const Results: Story = {};

/** Server HTML: no location button, no choice, Load More a link. */
export const ServerRendered: Story = {
  args: {
    hydrated: false,
    onUseMyLocation: undefined,
    onSelect: undefined,
    selectedId: undefined,
    loadMore: { href: '/store-locator?country=DE&postalCode=10178&count=20' },
  },
};

/** The form's messages. */
export const Invalid: Story = {
  args: {
    form: { countryCode: '', postalCode: '' },
    errors: { countryCode: 'Please select a country.', postalCode: 'Please enter a postal code.' },
    status: undefined,
    stores: [],
    loadMore: undefined,
  },
};
