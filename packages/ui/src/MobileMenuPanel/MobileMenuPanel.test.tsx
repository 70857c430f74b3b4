import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { MobileMenuPanel, type MobileMenuEntry } from './MobileMenuPanel';

const entry = (id: string, name: string, children: MobileMenuEntry[] = [], tone: 'default' | 'sale' = 'default') => ({
  id,
  name,
  href: `/c/${id}/`,
  tone,
  children,
});
const categories = [
  entry('mens', "Men's", [entry('mens-jackets', 'Jackets', [entry('mens-rain', 'Rain')]), entry('mens-hats', 'Hats')]),
  entry('sale', 'Sale', [], 'sale'),
];
const text = {
  menu: 'Menu',
  close: 'Close menu',
  categories: 'Categories',
  back: 'Back',
  shopAll: (name: string) => `Shop All ${name}`,
};

afterEach(() => vi.useRealTimers());

describe('MobileMenuPanel', () => {
  it("is in the server's HTML with its first level, and the button opens it without script", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<MobileMenuPanel categories={categories} text={text} />);
    const dialog = host.querySelector('dialog')!;
    const button = host.querySelector('[data-menu-button]')!;
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('commandfor', dialog.id);
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.querySelector('nav[data-mobile-menu="level-1"]')).not.toBeNull();
    expect(dialog.querySelector('[data-menu-level-button="mens"]')).toHaveTextContent("Men's");
    expect(dialog.querySelector('a[href="/c/sale/"]')).toHaveTextContent('Sale');
  });

  it('opens the drawer on the first level: a level button for a category with children, a link otherwise', async () => {
    renderWithProvider(<MobileMenuPanel categories={categories} text={text} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(nav).toHaveAttribute('data-mobile-menu', 'level-1');
    expect(within(nav).getByRole('button', { name: "Men's" })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/c/sale/');
  });

  it('shows a level with Back, Shop All and nested accordions; Back returns after the delay', async () => {
    renderWithProvider(<MobileMenuPanel categories={categories} text={text} backDelayMs={150} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: "Men's" }));
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav).toHaveAttribute('data-mobile-menu', 'level-2');
    expect(within(nav).getByRole('link', { name: "Shop All Men's" })).toHaveAttribute('href', '/c/mens/');
    expect(within(nav).getByRole('link', { name: 'Hats' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Jackets' })).toBeInTheDocument();
    const back = within(nav).getByRole('button', { name: 'Back' });
    expect(back).toHaveFocus();
    vi.useFakeTimers();
    back.click();
    expect(nav).toHaveAttribute('data-mobile-menu', 'level-2');
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('navigation', { name: 'Categories' })).toHaveAttribute('data-mobile-menu', 'level-1');
  });
  it('a route change resets the drawer to the top level: following a link, closing it, or coming back from history', async () => {
    renderWithProvider(<MobileMenuPanel categories={categories} text={text} />);
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const openMensLevel = async () => {
      await user.click(menuButton);
      await user.click(await screen.findByRole('button', { name: "Men's" }));
      expect(screen.getByRole('navigation', { name: 'Categories' })).toHaveAttribute('data-mobile-menu', 'level-2');
    };
    const reopenedLevel = async () => {
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await user.click(menuButton);
      return (await screen.findByRole('navigation', { name: 'Categories' })).getAttribute('data-mobile-menu');
    };
    // jsdom cannot navigate: the link's own default is stopped, the menu still sees the click
    const stayHere = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayHere);
    try {
      await openMensLevel();
      await user.click(screen.getByRole('link', { name: 'Hats' }));
      expect(await reopenedLevel()).toBe('level-1');
      await user.click(screen.getByRole('button', { name: 'Close menu' }));

      await openMensLevel();
      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(await reopenedLevel()).toBe('level-1');
      await user.click(screen.getByRole('button', { name: 'Close menu' }));

      await openMensLevel();
      act(() => {
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      });
      expect(await reopenedLevel()).toBe('level-1');
    } finally {
      document.removeEventListener('click', stayHere);
    }
  });
});
