import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/marketing-spring-offers.json';
import single from './fixtures/marketing-single-offer.json';
import { renderFixture } from '../test/harness';
import { ACCOUNT_DRAWER_EVENT } from '../shared/actions';
import { ACCOUNT_DRAWER_DELAY_MS, ROTATION_FADE_MS, ROTATION_INTERVAL_MS } from './useRotation';

const SCHEMA = 'https://schema.ridgeline.dev/marketing-banner';
const desktopMessage = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-rotation="desktop"]')!;
const mobileMessage = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-rotation="mobile"]')!;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
/** One full step: the message's 5000 ms, then the 300 ms fade (React schedules the fade timer after the first commit). */
const nextMessage = () => {
  advance(ROTATION_INTERVAL_MS);
  advance(ROTATION_FADE_MS);
};

function mockReducedMotion(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion') ? matches : false,
  })) as typeof window.matchMedia;
  return () => void (window.matchMedia = original);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MarketingBanner (through the renderer)', () => {
  it('uses the required timings: 5000 ms per message, 300 ms fade, 300 ms account-drawer delay', () => {
    expect([ROTATION_INTERVAL_MS, ROTATION_FADE_MS, ACCOUNT_DRAWER_DELAY_MS]).toEqual([5000, 300, 300]);
  });

  it('validates and carries data-content-id and data-schema on a labelled section', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline).toEqual({ status: 'ok', data: undefined });
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`);
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    expect(screen.getByRole('region', { name: 'Offers' })).toBe(root);
  });

  it('rotates desktop and mobile messages every 5000 ms with a 300 ms fade, in separate cycles', async () => {
    vi.useFakeTimers();
    const { container } = await renderFixture(fixture);
    expect(desktopMessage(container)).toHaveTextContent('Free standard shipping on orders over $75');
    expect(mobileMessage(container)).toHaveTextContent('Free shipping over $75');
    expect(desktopMessage(container).style.opacity).toBe('1');

    advance(ROTATION_INTERVAL_MS - 1);
    expect(desktopMessage(container).style.opacity).toBe('1');
    advance(1);
    // Fading out: same message, opacity 0 for 300 ms.
    expect(desktopMessage(container).style.opacity).toBe('0');
    expect(desktopMessage(container)).toHaveTextContent('Free standard shipping on orders over $75');
    advance(ROTATION_FADE_MS - 1);
    expect(desktopMessage(container)).toHaveTextContent('Free standard shipping on orders over $75');
    advance(1);
    expect(desktopMessage(container)).toHaveTextContent('Members earn double points on trail footwear this week');
    expect(mobileMessage(container)).toHaveTextContent('Double points on footwear');
    expect(desktopMessage(container).style.opacity).toBe('1');

    nextMessage();
    expect(desktopMessage(container)).toHaveTextContent('Free returns within 60 days');
    // An empty mobile message falls back to the desktop one.
    expect(mobileMessage(container)).toHaveTextContent('Free returns within 60 days');
    nextMessage();
    expect(desktopMessage(container)).toHaveTextContent('Free standard shipping on orders over $75');
  });

  it('the live region is off while rotating and polite while paused', async () => {
    vi.useFakeTimers();
    const { container } = await renderFixture(fixture);
    const live = container.querySelector('[data-marketing-message]')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause offer messages' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
    // one change for one state: the name says Play, nothing says "pressed" as well
    expect(screen.getByRole('button', { name: 'Play offer messages' })).not.toHaveAttribute('aria-pressed');
    advance(ROTATION_INTERVAL_MS * 3);
    expect(desktopMessage(container)).toHaveTextContent('Free standard shipping');
  });

  it('pauses on hover and on focus, and resumes with a full interval', async () => {
    vi.useFakeTimers();
    const { container } = await renderFixture(fixture);
    const root = container.querySelector<HTMLElement>(`[data-schema="${SCHEMA}"]`)!;
    fireEvent.mouseEnter(root);
    expect(root).toHaveAttribute('data-rotation-state', 'paused');
    advance(ROTATION_INTERVAL_MS * 2);
    expect(desktopMessage(container)).toHaveTextContent('Free standard shipping');
    fireEvent.mouseLeave(root);
    nextMessage();
    expect(desktopMessage(container)).toHaveTextContent('Members earn double points');

    act(() => container.querySelector<HTMLElement>('[data-marketing-trigger]')!.focus());
    expect(root).toHaveAttribute('data-rotation-state', 'paused');
    advance(ROTATION_INTERVAL_MS * 2);
    expect(desktopMessage(container)).toHaveTextContent('Members earn double points');
    act(() => container.querySelector<HTMLElement>('[data-marketing-trigger]')!.blur());
    expect(root).toHaveAttribute('data-rotation-state', 'rotating');
  });

  it('never rotates under prefers-reduced-motion', async () => {
    const restore = mockReducedMotion(true);
    try {
      vi.useFakeTimers();
      const { container } = await renderFixture(fixture);
      expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveAttribute('data-rotation-state', 'static');
      advance(ROTATION_INTERVAL_MS * 3);
      expect(desktopMessage(container)).toHaveTextContent('Free standard shipping');
      expect(screen.queryByRole('button', { name: /offer messages/ })).toBeNull();
      expect(container.querySelector('[data-marketing-message]')).toHaveAttribute('aria-live', 'polite');
    } finally {
      restore();
    }
  });

  it('a single offer does not rotate and hideOffersText hides the label', async () => {
    const { container } = await renderFixture(single);
    expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveAttribute('data-rotation-state', 'static');
    expect(container.querySelector('[data-offers-text]')).toBeNull();
    expect(screen.getByRole('button', { name: '20% off packs and tents (see all offers)' })).toBeInTheDocument();
  });

  it('renders none of the offers drawer until the first opening (its code loads on demand)', async () => {
    const { container } = await renderFixture(fixture);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.ownerDocument.querySelector('[data-offer]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /see all Offers$/ }));
    expect(await screen.findByRole('dialog', { name: 'Offers' })).toBeInTheDocument();
  });

  it('a click opens the side drawer with every offer, its buttons and its legal drawer', async () => {
    await renderFixture(fixture);
    const trigger = screen.getByRole('button', { name: /see all Offers$/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Offers' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Free standard shipping', 'Double points on trail footwear', 'Free 60-day returns']);
    expect(within(dialog).getByRole('link', { name: 'Shop new arrivals' })).toHaveAttribute('href', '/c/new-arrivals/');
    const external = within(dialog).getByRole('link', { name: 'How returns work' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Shipping details' }));
    const legal = await screen.findByRole('dialog', { name: 'Shipping details' });
    expect(within(legal).getByText('$75 or more')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Shipping details' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Offers' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // the drawer hands focus back as its focus scope unmounts, a task after the close: waited for, not raced
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('the account-drawer button closes the drawer, then asks for the account drawer after 300 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const listener = vi.fn();
    window.addEventListener(ACCOUNT_DRAWER_EVENT, listener);
    try {
      await renderFixture(fixture);
      await user.click(screen.getByRole('button', { name: /see all Offers$/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Offers' });
      const account = within(dialog).getByRole('button', { name: 'Sign in or join' });
      expect(account).not.toHaveAttribute('href');
      fireEvent.click(account);
      // The drawer closes at once; the account drawer is asked for 300 ms later, not before.
      expect(document.querySelector('[data-marketing-trigger]')).toHaveAttribute('aria-expanded', 'false');
      expect(listener).not.toHaveBeenCalled();
      advance(ACCOUNT_DRAWER_DELAY_MS - 50);
      expect(listener).not.toHaveBeenCalled();
      advance(50);
      expect(listener).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(ACCOUNT_DRAWER_EVENT, listener);
    }
  });

  it('never lets a javascript: button URL reach the DOM', async () => {
    const hostile = structuredClone(fixture);
    hostile.childBanners[0]!.bannerButtons[0]!.url = 'javascript:alert(1)';
    await renderFixture(hostile);
    await userEvent.click(screen.getByRole('button', { name: /see all Offers$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Offers' });
    expect(dialog.innerHTML.toLowerCase()).not.toContain('javascript:');
  });
});
