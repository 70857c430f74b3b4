import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { HeaderBar, HeaderLogoLink } from './HeaderBar';

describe('HeaderBar', () => {
  it('puts a page’s collection logo beside the logo, decorative and 32 px high; none without one', () => {
    const logo = <HeaderLogoLink href="/">Ridgeline</HeaderLogoLink>;
    const { container, rerender } = renderWithProvider(
      <HeaderBar logo={logo} collectionLogo={{ src: '/c.png', srcSet: '/c.png 1x, /c2.png 2x' }} />,
    );
    const image = container.querySelector('img[data-collection-logo]')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', '/c.png');
    expect(image).toHaveAttribute('srcset', '/c.png 1x, /c2.png 2x');
    expect(image).toHaveAttribute('height', '32');
    expect(image.previousElementSibling).toBe(screen.getByRole('link', { name: 'Ridgeline' }));
    rerender(<HeaderBar logo={logo} />);
    expect(container.querySelector('img[data-collection-logo]')).toBeNull();
  });
});
