import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { AccountLayout, FormMessage } from './AccountLayout';

const nav = {
  label: 'My Account',
  current: 'orders',
  items: [
    { key: 'profile', label: 'Profile', href: '/account' },
    { key: 'orders', label: 'Orders', href: '/account/orders' },
  ],
  logout: { action: '/logout', label: 'Log out' },
};

describe('AccountLayout', () => {
  it('names the navigation, marks the current section and posts Log out to its action', () => {
    const { container } = renderWithProvider(
      <AccountLayout title="Order History" greeting="Hello, Ada" nav={nav}>
        <p>The orders.</p>
      </AccountLayout>,
    );
    const landmark = screen.getByRole('navigation', { name: 'My Account' });
    expect(within(landmark).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(landmark).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(container.querySelector('form')).toHaveAttribute('action', '/logout');
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order History' })).toHaveTextContent('The orders.');
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
  });

  it('leaves the greeting out without a name', () => {
    renderWithProvider(
      <AccountLayout title="Profile" nav={nav}>
        <p />
      </AccountLayout>,
    );
    expect(screen.queryByText(/Hello/)).toBeNull();
  });
});

describe('FormMessage', () => {
  it('is an alert for an error, a status for a success, nothing without a message', () => {
    const { rerender, container } = renderWithProvider(<FormMessage message="Could not save." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
    rerender(<FormMessage tone="success" message="Saved." />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    rerender(<FormMessage message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
