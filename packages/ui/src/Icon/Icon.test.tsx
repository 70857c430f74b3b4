import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconNames } from './paths';

describe('Icon', () => {
  it('is decorative by default: aria-hidden, not focusable, no role', () => {
    const { container } = render(<Icon name="heart" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image named by `label`', () => {
    render(<Icon name="lock" label="Secure checkout" />);
    const img = screen.getByRole('img', { name: 'Secure checkout' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('sizes from the icon size tokens', () => {
    const { container } = render(<Icon name="close" size="sm" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '16px');
  });

  it('includes the glyphs the blocks rely on', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'arrow-forward',
        'chevron-left',
        'chevron-right',
        'close',
        'plus',
        'minus',
        'heart',
        'lock',
      ]),
    );
  });

  it.each(iconNames)('%s draws something', (name) => {
    const { container } = render(<Icon name={name} />);
    expect(container.querySelector('svg')!.children.length).toBeGreaterThan(0);
  });
});
