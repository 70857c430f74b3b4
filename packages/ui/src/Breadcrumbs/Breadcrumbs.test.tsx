import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: "Men's", href: '/c/mens/' },
          { label: 'Jackets & Vests', href: '/c/mens-jackets/' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ["Men's", '/c/mens/'],
    ]);
    const current = within(nav).getByText('Jackets & Vests');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a crumb without href as text', () => {
    render(<Breadcrumbs label="You are here" items={[{ label: 'Catalogue' }, { label: 'Tents' }]} />);
    const nav = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).getByText('Catalogue')).not.toHaveAttribute('aria-current');
  });
});
