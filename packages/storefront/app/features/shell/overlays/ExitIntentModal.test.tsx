// @vitest-environment jsdom
import { ACCOUNT_DRAWER_EVENT } from '@ridgeline/blocks/host';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExitIntentModal } from './ExitIntentModal';
import { EXIT_INTENT_ACCOUNT_DELAY_MS } from '@ridgeline/renderer';

const content = {
  heading: 'Before you go',
  body: 'Sign in for member offers.',
  buttonText: 'Sign in',
  imgUrl: '/i/ridgeline/exit',
  altText: '',
  spacing: 2,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The modal's content loads before its button shows: a hang guard for a busy machine (findBy's own 1 s is not).
const HANG_GUARD_MS = 15_000;

describe('the exit-intent button', () => {
  it('closes the modal and asks for the account drawer 100 ms later (no navigation when the host answers)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const requests: Event[] = [];
    const host = (event: Event) => {
      event.preventDefault();
      requests.push(event);
    };
    window.addEventListener(ACCOUNT_DRAWER_EVENT, host);
    const onDone = vi.fn();
    try {
      render(<ExitIntentModal content={content} locale="en-US" onDone={onDone} />);
      const button = await screen.findByRole('button', { name: 'Sign in' }, { timeout: HANG_GUARD_MS });
      vi.useFakeTimers();
      fireEvent.click(button);
      expect(onDone).toHaveBeenCalledTimes(1);
      act(() => void vi.advanceTimersByTime(EXIT_INTENT_ACCOUNT_DELAY_MS - 1));
      expect(requests).toHaveLength(0);
      act(() => void vi.advanceTimersByTime(1));
      expect(requests).toHaveLength(1);
      expect(assign).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(ACCOUNT_DRAWER_EVENT, host);
    }
  });

  it('goes to the sign-in page only when no account host answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<ExitIntentModal content={content} locale="fr-CA" />);
    const button = await screen.findByRole('button', { name: 'Sign in' }, { timeout: HANG_GUARD_MS });
    vi.useFakeTimers();
    fireEvent.click(button);
    act(() => void vi.advanceTimersByTime(EXIT_INTENT_ACCOUNT_DELAY_MS));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/login/));
  });
});
