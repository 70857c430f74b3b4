import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('renders its text without leaking tone to the DOM', () => {
    render(<Badge tone="sale">Sale</Badge>);
    const badge = screen.getByText('Sale');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).not.toHaveAttribute('tone');
  });

  it.each(Object.entries(badgeTones))('tone %s passes WCAG AA', (_, tone) => {
    expect(contrastRatio(tone.color, tone.background)).toBeGreaterThanOrEqual(4.5);
  });
});
