import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { LoyaltyTracker } from './LoyaltyTracker';

describe('LoyaltyTracker', () => {
  it('the tier, the sentence and a bar capped at the threshold', () => {
    renderWithProvider(
      <LoyaltyTracker
        kind="titanium"
        points={800}
        threshold={500}
        title="Titanium rewards"
        progress="800 of 500"
        progressLabel="Rewards progress: 100%"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Titanium rewards' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Rewards progress: 100%' })).toHaveAttribute('value', '500');
  });

  it('a busy box while loading', () => {
    const { container } = renderWithProvider(<LoyaltyTracker kind="loading" label="Rewards" />);
    expect(container.querySelector('[aria-busy="true"]')).toHaveAttribute('aria-label', 'Rewards');
  });

  it('the validity line is a warning only when the tier expires soon', () => {
    const props = {
      kind: 'member' as const,
      points: 10,
      threshold: 500,
      title: 'Member rewards',
      progress: '10 of 500',
      progressLabel: 'Rewards progress: 2%',
      expires: 'Tier valid until December 31, 2027',
    };
    const { container, rerender } = renderWithProvider(<LoyaltyTracker {...props} />);
    expect(screen.getByText(props.expires)).not.toHaveAttribute('data-expires-soon');
    rerender(<LoyaltyTracker {...props} expiresSoon />);
    expect(screen.getByText(props.expires)).toHaveAttribute('data-expires-soon');
    expect(container.querySelectorAll('[data-expires-soon]')).toHaveLength(1);
  });

  it('shows the smallest reward under the bar only when given', () => {
    const props = {
      kind: 'member' as const,
      points: 10,
      threshold: 500,
      title: 'Member rewards',
      progress: '10 of 500',
      progressLabel: 'Rewards progress: 2%',
    };
    const { container, rerender } = renderWithProvider(<LoyaltyTracker {...props} />);
    expect(container.querySelector('[data-loyalty-minimum]')).toBeNull();
    rerender(<LoyaltyTracker {...props} minimum="Rewards start at $5.00" />);
    expect(screen.getByText('Rewards start at $5.00')).toHaveAttribute('data-loyalty-minimum');
  });

  it('two trackers on one page (the bag and the account drawer) are each named by their own heading', () => {
    const props = {
      points: 10,
      threshold: 500,
      progress: '10 of 500',
      progressLabel: 'Rewards progress: 2%',
    };
    renderWithProvider(
      <>
        <LoyaltyTracker kind="member" title="Member rewards" {...props} />
        <LoyaltyTracker kind="titanium" title="Titanium rewards" {...props} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Member rewards' })).toHaveAttribute('data-loyalty', 'member');
    expect(screen.getByRole('region', { name: 'Titanium rewards' })).toHaveAttribute('data-loyalty', 'titanium');
  });
});
