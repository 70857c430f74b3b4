import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider as render } from '../test/render';
import { AccountMenu } from './AccountMenu';

const links = [
  { href: '/account', label: 'My Account' },
  { href: '/account/orders', label: 'Order History' },
];
const text = { title: 'Hi, Ada', nav: 'Account', logOut: 'Log out', close: 'Close' };

describe('AccountMenu', () => {
  it('is a dialog named by the greeting, with the account pages in order and a log-out form', async () => {
    render(
      <AccountMenu
        open
        onOpenChange={vi.fn()}
        links={links}
        logoutAction="/logout"
        logoutRedirectUrl="/fr-ca"
        text={text}
      />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Hi, Ada' });
    const nav = within(drawer).getByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My Account', '/account'],
      ['Order History', '/account/orders'],
    ]);
    const form = within(drawer).getByRole('button', { name: 'Log out' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/logout');
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="redirectUrl"]')).toHaveValue('/fr-ca');
  });

  it('renders nothing while closed', () => {
    render(
      <AccountMenu
        open={false}
        onOpenChange={vi.fn()}
        links={links}
        logoutAction="/logout"
        logoutRedirectUrl="/"
        text={text}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('greets by the first name it loads on opening, and forgets the tab’s customer data on Log out', async () => {
    sessionStorage.setItem('ridgeline-customer-viewed', '1');
    sessionStorage.setItem('other', 'kept');
    const onLogout = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AccountMenu
        open
        onOpenChange={vi.fn()}
        links={links}
        logoutAction="/logout"
        logoutRedirectUrl="/"
        loadGreetingName={async () => 'Ada'}
        forgetSessionStoragePrefix="ridgeline-customer"
        onLogout={onLogout}
        text={{ ...text, title: 'Hi there', titleWithName: 'Hi, {name}' }}
      />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Hi, Ada' });
    fireEvent.submit(within(drawer).getByRole('button', { name: 'Log out' }).closest('form')!);
    expect(onLogout).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('ridgeline-customer-viewed')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('shows what the caller adds (a loyalty tracker) under the greeting, above the account pages', async () => {
    render(
      <AccountMenu open onOpenChange={vi.fn()} links={links} logoutAction="/logout" logoutRedirectUrl="/" text={text}>
        <section aria-label="Member rewards">120 points</section>
      </AccountMenu>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Hi, Ada' });
    const added = within(drawer).getByRole('region', { name: 'Member rewards' });
    const nav = within(drawer).getByRole('navigation', { name: 'Account' });
    expect(added.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
