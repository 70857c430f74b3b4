import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { MembershipPanel } from './MembershipPanel';

describe('MembershipPanel', () => {
  it("shows a member's status lines and the notice", () => {
    renderWithProvider(<MembershipPanel member lines={['Tier: Gold', '120 points']} notice="Welcome!" />);
    expect(screen.getByText('Tier: Gold')).toBeInTheDocument();
    expect(screen.getByText('120 points')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome!');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('invites a guest with a join form and shows why joining failed', () => {
    const { container } = renderWithProvider(
      <MembershipPanel
        member={false}
        invitation="Join Ridgeline Rewards"
        join="Join For Free"
        formError="Try again."
      />,
    );
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(screen.getByRole('button', { name: 'Join For Free' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again.');
  });
});
