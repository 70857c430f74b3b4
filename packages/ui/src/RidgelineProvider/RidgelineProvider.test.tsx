import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { m } from 'framer-motion';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { useToast } from '../Toast/useToast';
import { RidgelineProvider } from './RidgelineProvider';

function ThemeProbe() {
  const current = useTheme();
  const { toast } = useToast();
  return (
    <m.p data-brand={current.colors.brand} data-has-toast={typeof toast === 'function'}>
      probe
    </m.p>
  );
}

describe('RidgelineProvider', () => {
  it('provides the theme and the toast API', () => {
    render(
      <RidgelineProvider>
        <ThemeProbe />
      </RidgelineProvider>,
    );
    const probe = screen.getByText('probe');
    expect(probe).toHaveAttribute('data-brand', theme.colors.brand);
    expect(probe).toHaveAttribute('data-has-toast', 'true');
  });

  it('applies global styles unless told not to', () => {
    const before = document.head.querySelectorAll('style').length;
    const { unmount } = render(<RidgelineProvider withGlobalStyles={false}>x</RidgelineProvider>);
    expect(document.head.querySelectorAll('style[data-emotion="css-global"]').length).toBe(0);
    unmount();
    render(<RidgelineProvider>y</RidgelineProvider>);
    expect(document.head.querySelectorAll('style').length).toBeGreaterThan(before);
  });
});
