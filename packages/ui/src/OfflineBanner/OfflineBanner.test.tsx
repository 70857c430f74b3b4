import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  it('is a polite status with its words, pinned to the bottom of the viewport', () => {
    renderWithProvider(<OfflineBanner>Offline mode.</OfflineBanner>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Offline mode.');
    expect(status).toHaveStyle({ position: 'fixed', bottom: '0px' });
  });
});
