import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { OfflineNotice } from './OfflineNotice';

const text = { title: 'Offline', message: 'Try again later.', retry: 'Retry' };

describe('OfflineNotice', () => {
  it('as an overlay: an alert dialog named by its title, described by its message, focus on the retry button', () => {
    renderWithProvider(<OfflineNotice text={text} onRetry={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Offline' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Try again later.');
    expect(screen.getByRole('heading', { level: 2, name: 'Offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
  });

  it('as a page: its title is the page heading, no dialog, and the button retries', async () => {
    const onRetry = vi.fn();
    renderWithProvider(<OfflineNotice text={text} variant="page" onRetry={onRetry} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
