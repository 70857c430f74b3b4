import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { theme } from '../theme/theme';
import { COUNT_BADGE_DISPLAY_LIMIT, CountBadge, formatBadgeCount } from './CountBadge';

describe('CountBadge', () => {
  it('shows the count up to the display limit and {limit}+ above it', () => {
    expect(COUNT_BADGE_DISPLAY_LIMIT).toBe(9);
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
    expect(formatBadgeCount(100, 99)).toBe('99+');
    expect(formatBadgeCount(3.7)).toBe('3');
  });

  it('shows nothing for no count', () => {
    for (const count of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatBadgeCount(count)).toBe('');
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is decorative: the control around it carries the count in its name', () => {
    render(<CountBadge count={12} />);
    const badge = screen.getByText('9+');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveAttribute('data-count-badge', '9+');
  });

  it('is readable (WCAG AA)', () => {
    expect(
      contrastRatio(theme.colors.palettes.brand.contrast, theme.colors.palettes.brand.base),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
