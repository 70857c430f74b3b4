import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { AddressBook, type AddressBookText } from './AddressBook';

const text: AddressBookText = {
  fields: {
    addressId: 'Address Name',
    firstName: 'First Name',
    lastName: 'Last Name',
    address1: 'Address',
    address2: 'Address Line 2 (optional)',
    city: 'City',
    stateCode: 'State or Province (2 letters)',
    postalCode: 'Postal Code',
    countryCode: 'Country',
    phone: 'Phone (optional)',
  },
  empty: 'You have no saved addresses yet.',
  add: 'Add Address',
  save: 'Save',
  preferred: 'Default',
  edit: (name) => `Edit ${name}`,
  remove: (name) => `Remove ${name}`,
};
const countries = [
  { code: 'US', label: 'United States' },
  { code: 'CA', label: 'Canada' },
];
const home = {
  addressId: 'Home',
  preferred: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Seattle',
  stateCode: 'WA',
  postalCode: '98101',
  countryCode: 'US',
};

describe('AddressBook', () => {
  it('shows each address with its edit form (closed) and remove form, then the new-address form', () => {
    const { container } = renderWithProvider(<AddressBook addresses={[home]} countries={countries} text={text} />);
    const entry = container.querySelector('[data-address="Home"]') as HTMLElement;
    expect(within(entry).getByRole('heading', { name: 'Home (Default)' })).toBeInTheDocument();
    expect(entry).toHaveTextContent('Seattle WA 98101 US');
    expect(entry.querySelector('details')).not.toHaveAttribute('open');
    expect(entry.querySelector('input[name="originalId"]')).toHaveValue('Home');
    expect(within(entry).getByRole('button', { name: 'Remove Home' })).toBeInTheDocument();
    const created = container.querySelector('[data-address-form="new"]') as HTMLElement;
    expect(within(created).getByLabelText('Country')).toHaveValue('US');
    expect(within(created).getByLabelText(/Address Name/)).toBeRequired();
    expect(within(created).getByLabelText(/Phone/)).not.toBeRequired();
  });

  it('opens the edited address with what was sent and its errors', () => {
    const { container } = renderWithProvider(
      <AddressBook
        addresses={[home]}
        countries={countries}
        text={text}
        problem={{ editing: 'Home', values: { ...home, city: '' }, errors: { city: 'Please enter your city.' } }}
      />,
    );
    const entry = container.querySelector('[data-address="Home"]') as HTMLElement;
    expect(entry.querySelector('details')).toHaveAttribute('open');
    expect(within(entry).getByText('Please enter your city.')).toBeInTheDocument();
  });

  it('says when the book is empty and shows a whole-form error, not the notice the page was sent back with', () => {
    renderWithProvider(
      <AddressBook
        addresses={[]}
        countries={countries}
        text={text}
        notice="The address has been removed."
        problem={{ values: {}, errors: {}, formError: 'This address no longer exists.' }}
      />,
    );
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('This address no longer exists.');
    expect(screen.queryByText('The address has been removed.')).toBeNull();
  });

  it('after the reload focus goes to the first invalid field of the refused form, else its message (server HTML)', () => {
    const host = document.createElement('div');
    const problem = { editing: 'Home', values: { ...home, city: '' }, errors: { phone: 'x', city: 'Enter a city.' } };
    host.innerHTML = renderToString(
      <AddressBook addresses={[home]} countries={countries} text={text} problem={problem} />,
    );
    expect(host.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(host.querySelector('[data-address="Home"] [autofocus]')).toHaveAttribute('name', 'city');
    host.innerHTML = renderToString(
      <AddressBook addresses={[]} countries={countries} text={text} notice="The address has been removed." />,
    );
    expect(host.querySelector('[role="status"][autofocus]')).toHaveTextContent('The address has been removed.');
  });

  it('a refusal on a page sent back with a notice (it posts to its own address) drops the notice: one autofocus', () => {
    const host = document.createElement('div');
    const problem = { editing: 'Home', values: { ...home, addressId: '' }, errors: { addressId: 'Name it.' } };
    host.innerHTML = renderToString(
      <AddressBook
        addresses={[home]}
        countries={countries}
        text={text}
        problem={problem}
        notice="The address has been saved."
      />,
    );
    expect(host.textContent).not.toContain('The address has been saved.');
    expect(host.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(host.querySelector('[data-address="Home"] [autofocus]')).toHaveAttribute('name', 'addressId');
  });

  // A page reached by the skip link has `#main` in its address. A form posting to that address (no action) takes the
  // fragment along, and on the page that comes back the fragment's target wins over `autofocus` (HTML skips autofocus
  // in a document with a target): the refusal's field or the notice would never take focus.
  it("every form (edit, remove, new) posts to the page's own path, never its fragment", () => {
    window.history.replaceState(null, '', '/account/addresses?notice=address-saved#main');
    try {
      const { container } = renderWithProvider(<AddressBook addresses={[home]} countries={countries} text={text} />);
      const forms = [...container.querySelectorAll('form')];
      expect(forms).toHaveLength(3);
      for (const form of forms) {
        const action = new URL(form.action);
        expect(`${action.pathname}${action.hash}`).toBe('/account/addresses');
      }
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
