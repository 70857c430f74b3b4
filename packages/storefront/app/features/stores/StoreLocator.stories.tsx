import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORE_LOCATOR_MESSAGES } from './messages';
import { selectedStoreKey, STORE_LOCATOR_CONFIG, type StoreView } from '@ridgeline/commerce';
import { StoreLocator, type StoreLocatorProps } from './StoreLocator';

/** Twelve Berlin-area stores, as the server hands them over (hours already sanitized). */
const STORES: StoreView[] = Array.from({ length: 12 }, (_, i) => ({
  id: `de-store-${i + 1}`,
  name: `Ridgeline Berlin ${i + 1}`,
  address1: `Alexanderplatz ${i + 1}`,
  city: 'Berlin',
  stateCode: 'BE',
  postalCode: '10178',
  countryCode: 'DE',
  distance: Math.round(i * 2.37 * 100) / 100,
  distanceUnit: 'km',
  phone: `+49 30 5550 10${String(i + 1).padStart(2, '0')}`,
  storeHours: '<p><strong>Mon–Sat</strong> 10:00–20:00<br />Sun closed</p>',
  inventoryId: `inventory_de_${i + 1}`,
}));

const SITE = 'RidgelineStories';

const base: StoreLocatorProps = {
  config: STORE_LOCATOR_CONFIG,
  localeId: 'en-US',
  siteId: SITE,
  form: { countryCode: 'DE', postalCode: '10178' },
  errors: {},
  submitted: true,
  origin: { kind: 'postal', countryCode: 'DE', postalCode: '10178' },
  result: { stores: STORES, total: STORES.length },
  count: 10,
  messages: STORE_LOCATOR_MESSAGES,
};

type Geo = 'granted' | 'denied';
let geolocation: Geo = 'denied';
let pendingFetch = false;

/** navigator.geolocation and the JSON search, stood in for, per story. */
function stubBrowser() {
  const realGeo = Object.getOwnPropertyDescriptor(Navigator.prototype, 'geolocation');
  const realFetch = window.fetch;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
        if (geolocation === 'granted') ok({ coords: { latitude: 52.52, longitude: 13.41 } } as GeolocationPosition);
        else
          fail({
            code: 1,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
            message: 'User denied Geolocation',
          } as GeolocationPositionError);
      },
    },
  });
  window.fetch = async (input) => {
    const url = String(input);
    if (!url.startsWith('/__ridgeline/stores')) return realFetch(input);
    if (pendingFetch) return new Promise<Response>(() => {});
    const none = url.includes('postalCode=59801');
    return new Response(JSON.stringify(none ? { stores: [], total: 0 } : { stores: STORES.slice(0, 3), total: 3 }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  localStorage.removeItem(selectedStoreKey(SITE));
  return () => {
    delete (navigator as { geolocation?: unknown }).geolocation;
    if (realGeo) Object.defineProperty(Navigator.prototype, 'geolocation', realGeo);
    window.fetch = realFetch;
    geolocation = 'denied';
    pendingFetch = false;
    localStorage.removeItem(selectedStoreKey(SITE));
  };
}

const meta = {
  title: 'Stores/Store locator',
  component: StoreLocator,
  args: base,
  beforeEach: stubBrowser,
} satisfies Meta<typeof StoreLocator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A postal code search: 10 of 12 stores, nearest first; Load More shows the rest; hours unfold; a store is chosen. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Viewing stores within 100km of 10178 in Germany');
    await waitFor(() => expect(canvasElement.querySelector('[data-store-locator="hydrated"]')).not.toBeNull());
    const list = canvas.getByRole('list', { name: 'Stores' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('2.37 km away');
    await expect(within(list).getAllByRole('link', { name: '+49 30 5550 1001' })[0]).toHaveAttribute(
      'href',
      'tel:+493055501001',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    const first = within(list).getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByText('View More'));
    await expect(first.querySelector('details')).toHaveAttribute('open');
    await userEvent.click(within(first).getByRole('button', { name: 'Set as my store: Ridgeline Berlin 1' }));
    await expect(within(first).getByText('My store')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(selectedStoreKey(SITE))!)).toEqual({
      id: 'de-store-1',
      name: 'Ridgeline Berlin 1',
      inventoryId: 'inventory_de_1',
    });
  },
};

/** The form sent empty: both messages; each goes when its field is filled (validated on change). */
export const ValidationMessages: Story = {
  args: {
    form: { countryCode: '', postalCode: '' },
    errors: { countryCode: 'Please select a country.', postalCode: 'Please enter a postal code.' },
    origin: undefined,
    result: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a country.')).toBeVisible();
    await expect(canvas.getByText('Please enter a postal code.')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-store-locator="hydrated"]')).not.toBeNull());
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'US');
    await expect(canvas.queryByText('Please select a country.')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Postal Code'), '9');
    await expect(canvas.queryByText('Please enter a postal code.')).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Postal Code'));
    await expect(canvas.getByText('Please enter a postal code.')).toBeVisible();
    await expect(canvas.getByLabelText('Postal Code')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Nothing within 100 km. */
export const NoLocations: Story = {
  args: {
    form: { countryCode: 'US', postalCode: '59801' },
    origin: { kind: 'postal', countryCode: 'US', postalCode: '59801' },
    result: { stores: [], total: 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sorry, there are no locations in this area',
    );
    await expect(within(canvasElement).queryByRole('list', { name: 'Stores' })).toBeNull();
  },
};

/** A search under way in place: the loading line. */
export const Loading: Story = {
  beforeEach: () => {
    pendingFetch = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-store-locator="hydrated"]')).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading locations...');
  },
};

/** The bare page, the shopper's position shared: the stores near it. */
export const NearYourLocation: Story = {
  args: { submitted: false, form: { countryCode: 'DE', postalCode: '' } },
  beforeEach: () => {
    geolocation = 'granted';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Viewing stores near your location'));
    await expect(within(canvas.getByRole('list', { name: 'Stores' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The bare page, the position refused: the message, and the default place's stores stay. */
export const LocationRefused: Story = {
  args: { submitted: false, form: { countryCode: 'DE', postalCode: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Please agree to share your location'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Viewing stores within 100km of 10178 in Germany');
  },
};
