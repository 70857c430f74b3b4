import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

  // The e2e servers cannot make the loyalty API refuse a join, so the refusal's focus is held here: the page loads
  // again after the post, and the message takes focus from the server HTML's `autofocus`.
  it("after a refused join the page's message takes focus, else the welcome does (server HTML)", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <MembershipPanel member={false} invitation="Join" join="Join For Free" formError="Try again." />,
    );
    expect(host.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(host.querySelector('[role="alert"][autofocus][tabindex="-1"]')).toHaveTextContent('Try again.');
    host.innerHTML = renderToString(<MembershipPanel member lines={['Tier: Gold']} notice="Welcome!" />);
    expect(host.querySelector('[role="status"][autofocus][tabindex="-1"]')).toHaveTextContent('Welcome!');
  });

  // A page reached by the skip link has `#main` in its address. A form posting to that address (no action) takes the
  // fragment along, and on the page that comes back the fragment's target wins over `autofocus` (HTML skips autofocus
  // in a document with a target): the refusal's field or the notice would never take focus.
  it("posts to the page's own path, never its fragment", () => {
    window.history.replaceState(null, '', '/account/membership?notice=x#main');
    try {
      const { container } = renderWithProvider(
        <MembershipPanel member={false} invitation="Join Ridgeline Rewards" join="Join For Free" />,
      );
      const action = new URL((container.querySelector('form') as HTMLFormElement).action);
      expect(`${action.pathname}${action.hash}`).toBe('/account/membership');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
