import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { StoreLocatorView, type StoreLocatorViewProps } from './StoreLocatorView';

const text = {
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
};

const props: StoreLocatorViewProps = {
  text,
  action: '/store-locator',
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'DE', name: 'Germany' },
  ],
  form: { countryCode: 'DE', postalCode: '10178' },
  errors: {},
  postalCodeMaxLength: 10,
  status: 'Viewing stores within 100km of 10178 in Germany',
  stores: [
    {
      id: 'a',
      name: 'Berlin Mitte',
      addressLines: ['Alexanderplatz 1', 'Berlin, BE 10178'],
      distance: '0 km away',
      phone: '+49 30 1',
      phoneHref: 'tel:+49301',
      hoursHtml: '<p>Mon 10–20</p>',
      selectLabel: 'Set as my store: Berlin Mitte',
    },
    { id: 'b', name: 'Berlin Ost', addressLines: [], selectLabel: 'Set as my store: Berlin Ost' },
  ],
  hydrated: false,
};

describe('StoreLocatorView', () => {
  it('server-rendered: a GET form, the status, the cards and Load More as a link; no location or choice buttons', () => {
    renderWithProvider(<StoreLocatorView {...props} loadMore={{ href: '/store-locator?count=20' }} />);
    const form = screen.getByRole('form', { name: 'Find a Store' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/store-locator');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveAttribute('maxLength', '10');
    expect(screen.getByRole('status')).toHaveTextContent('Viewing stores within 100km of 10178 in Germany');
    const list = screen.getByRole('list', { name: 'Stores' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Berlin Mitte', 'Berlin Ost']);
    expect(screen.getByRole('link', { name: '+49 30 1' })).toHaveAttribute('href', 'tel:+49301');
    expect(screen.getByRole('link', { name: 'Load More' })).toHaveAttribute('href', '/store-locator?count=20');
    expect(screen.queryByRole('button', { name: 'Use My Location' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Set as my store/ })).toBeNull();
    expect(document.querySelector('[data-store-locator]')).toHaveAttribute('data-store-locator', 'server');
  });

  it('hydrated: reports field changes, the location ask, the choice, and marks the chosen store', async () => {
    const onFieldChange = vi.fn();
    const onUseMyLocation = vi.fn();
    const onSelect = vi.fn();
    const onClick = vi.fn();
    renderWithProvider(
      <StoreLocatorView
        {...props}
        hydrated
        onFieldChange={onFieldChange}
        onUseMyLocation={onUseMyLocation}
        onSelect={onSelect}
        selectedId="a"
        loadMore={{ onClick }}
        errors={{ postalCode: 'Please enter a postal code.' }}
        locationMessage="Please agree to share your location"
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), '1');
    expect(onFieldChange).toHaveBeenCalledWith('postalCode', '101781');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    expect(onFieldChange).toHaveBeenCalledWith('countryCode', 'US');
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(onUseMyLocation).toHaveBeenCalled();
    expect(screen.getByText('My store')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set as my store: Berlin Ost' }));
    expect(onSelect).toHaveBeenCalledWith('b');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter a postal code.',
      'Please agree to share your location',
    ]);
  });

  it('has no country select when no countries are offered', () => {
    renderWithProvider(<StoreLocatorView {...props} countries={[]} stores={[]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
