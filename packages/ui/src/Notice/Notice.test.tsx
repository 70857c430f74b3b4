import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { colors, type StatusName } from '../theme/tokens';
import { Notice } from './Notice';

const tones = Object.keys(colors.status) as StatusName[];

describe('Notice', () => {
  it('sets no role of its own, so a notice present from the start is not announced', () => {
    render(<Notice>Orders placed today ship tomorrow.</Notice>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/ship tomorrow/).tagName).toBe('DIV');
  });

  it('keeps the role and data attributes the caller gives', () => {
    render(
      <Notice tone="error" role="alert" data-form-error="">
        Wrong email or password.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wrong email or password.');
    expect(alert).toHaveAttribute('data-form-error', '');
    expect(alert).not.toHaveAttribute('tone');
  });

  it.each(tones)('draws tone %s from the status tokens, its text AA on the fill', (tone) => {
    render(
      <Notice tone={tone} data-testid="notice">
        Message
      </Notice>,
    );
    expect(screen.getByTestId('notice')).toHaveStyle({
      borderTop: `1px solid ${colors.status[tone].base}`,
      backgroundColor: colors.status[tone].subtle,
      padding: '12px',
      borderRadius: '4px',
    });
    expect(contrastRatio(colors.text.primary, colors.status[tone].subtle)).toBeGreaterThanOrEqual(4.5);
  });
});
