import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes width, height and radius', () => {
    const { container } = render(<Skeleton width="120px" height="2rem" radius="lg" />);
    expect(container.firstElementChild).toHaveStyle({ width: '120px', height: '2rem', borderRadius: '8px' });
  });

  it('draws a circle with equal sides', () => {
    const { container } = render(<Skeleton width="48px" circle />);
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px', borderRadius: '9999px' });
  });
});
