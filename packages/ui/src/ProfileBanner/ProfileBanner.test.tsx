import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { ProfileBanner } from './ProfileBanner';

const text = {
  title: 'Complete Your Profile',
  progress: '40% complete',
  getStarted: 'Get Started',
  noThanks: 'No Thanks',
};

describe('ProfileBanner', () => {
  it('names its region and progress bar, and hands both choices to the caller', async () => {
    const onGetStarted = vi.fn();
    const onDismiss = vi.fn();
    renderWithProvider(<ProfileBanner percent={40} text={text} onGetStarted={onGetStarted} onDismiss={onDismiss} />);
    expect(screen.getByRole('region', { name: 'Complete Your Profile' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '40% complete' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await userEvent.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect([onGetStarted.mock.calls.length, onDismiss.mock.calls.length]).toEqual([1, 1]);
  });
});
