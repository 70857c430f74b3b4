import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor with the href', () => {
    render(<Link href="/t/jackets">Jackets</Link>);
    const link = screen.getByRole('link', { name: 'Jackets' });
    expect(link).toHaveAttribute('href', '/t/jackets');
    expect(link).not.toHaveAttribute('rel');
    expect(link).not.toHaveAttribute('target');
  });

  it('adds rel="noopener noreferrer" to target=_blank links, keeping other rel tokens', () => {
    render(
      <Link href="https://ridgeline.example" target="_blank" rel="external nofollow">
        Store
      </Link>,
    );
    const rel = screen.getByRole('link', { name: 'Store' }).getAttribute('rel')?.split(' ');
    expect(rel).toEqual(expect.arrayContaining(['external', 'nofollow', 'noopener', 'noreferrer']));
  });

  it('does not duplicate rel tokens', () => {
    render(
      <Link href="/x" target="_blank" rel="noopener">
        X
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,hi', 'vbscript:x'])(
    'refuses %j: text only, no link, no href in the DOM',
    (href) => {
      const { container } = render(<Link href={href}>Click me</Link>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Click me').tagName).toBe('SPAN');
      expect(container.querySelector('[href]')).toBeNull();
      expect(container.innerHTML).not.toMatch(/script|data:/i);
    },
  );

  it('renders text for a missing href', () => {
    render(<Link href={undefined}>Nowhere</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Nowhere')).toBeInTheDocument();
  });
});
