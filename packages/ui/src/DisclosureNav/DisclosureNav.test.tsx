import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DisclosureNav,
  DisclosureNavItem,
  DisclosureNavLink,
  MegaMenuColumn,
  MegaMenuColumns,
  MegaMenuLink,
  MegaMenuPanel,
} from './DisclosureNav';
import { ownDeclarations } from '../test/ownRules';
import { theme } from '../theme/theme';
import { DisclosureNavTrigger } from './DisclosureNavTrigger';
import { NAV_HOVER_CLOSE_DELAY_MS, NAV_HOVER_OPEN_DELAY_MS } from './attributes';

function Menu() {
  return (
    <DisclosureNav label="Main">
      {['men', 'women'].map((id) => (
        <DisclosureNavItem key={id} data-testid={`item-${id}`}>
          <DisclosureNavTrigger label={id === 'men' ? 'Men' : 'Women'} href={`/c/${id}/`} panelId={`panel-${id}`} />
          <MegaMenuPanel id={`panel-${id}`}>
            <MegaMenuColumns>
              <MegaMenuColumn column={1}>
                <MegaMenuLink href={`/c/${id}-jackets/`}>{id} jackets</MegaMenuLink>
              </MegaMenuColumn>
            </MegaMenuColumns>
          </MegaMenuPanel>
        </DisclosureNavItem>
      ))}
      <DisclosureNavItem display="desktop">
        <DisclosureNavLink href="/c/sale/" tone="sale">
          Sale
        </DisclosureNavLink>
      </DisclosureNavItem>
    </DisclosureNav>
  );
}

// Every test runs on a fake clock. A mouse click moves the pointer onto the entry first, which starts the 150 ms
// hover-open timer; on real time a loaded machine can spend that long between the pointer entering and the click
// landing, the timer opens the panel and the click then toggles it shut again. On the fake clock the hover delays
// pass only when a test advances it (userEvent's own pauses advance it by 0).
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());
const userOnFakeClock = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

// jsdom role queries over Emotion-styled trees are slow on a shared machine: room beyond the default 5 s.
describe('DisclosureNav', { timeout: 30_000 }, () => {
  it('renders real links and disclosure buttons wired to their panels', () => {
    render(<Menu />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/c/men/');
    const button = screen.getByRole('button', { name: 'More Men' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'panel-men');
    expect(screen.getByRole('link', { name: 'Sale' }).closest('li')).toHaveAttribute('data-display', 'desktop');
  });

  it('toggles with the button, one panel at a time, and writes the state to the DOM', async () => {
    const user = userOnFakeClock();
    render(<Menu />);
    const men = screen.getByRole('button', { name: 'More Men' });
    const women = screen.getByRole('button', { name: 'More Women' });
    await user.click(men);
    expect(men).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('item-men')).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-open', 'panel-men');
    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(men).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('item-men')).toHaveAttribute('data-open', 'false');
    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation')).not.toHaveAttribute('data-open');
  });

  it('opens with Enter and Space; Escape closes and returns focus to the button', async () => {
    const user = userOnFakeClock();
    render(<Menu />);
    const men = screen.getByRole('button', { name: 'More Men' });
    men.focus();
    await user.keyboard('{Enter}');
    expect(men).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(men).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'men jackets' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(men).toHaveAttribute('aria-expanded', 'false');
    expect(men).toHaveFocus();
  });

  it('moves between top-level entries with the arrow keys, Home and End', async () => {
    const user = userOnFakeClock();
    render(<Menu />);
    screen.getByRole('link', { name: 'Men' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'More Men' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Women' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'More Men' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Sale' })).toHaveFocus();
    screen.getByRole('button', { name: 'More Women' }).focus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Men' })).toHaveFocus();
  });

  it('wraps the arrow keys at the ends: Left on the first entry goes to the last, Right on the last to the first', async () => {
    const user = userOnFakeClock();
    render(<Menu />);
    screen.getByRole('link', { name: 'Men' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Sale' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Men' })).toHaveFocus();
  });

  it('closes when focus leaves the entry, and on a press outside it', async () => {
    const user = userOnFakeClock();
    render(
      <>
        <Menu />
        <button type="button">Elsewhere</button>
      </>,
    );
    const women = screen.getByRole('button', { name: 'More Women' });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(women);
    // Focus moving inside the entry keeps it open.
    fireEvent.focusOut(women, { relatedTarget: screen.getByRole('link', { name: 'Women' }) });
    expect(women).toHaveAttribute('aria-expanded', 'true');
    fireEvent.focusOut(women, { relatedTarget: elsewhere });
    expect(women).toHaveAttribute('aria-expanded', 'false');
    await user.click(women);
    await user.click(elsewhere);
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a panel the hover has just opened keeps it open; the next click closes it', () => {
    render(<Menu />);
    const item = screen.getByTestId('item-men');
    const button = screen.getByRole('button', { name: 'More Men' });
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(NAV_HOVER_OPEN_DELAY_MS));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed by a click, the hover's claim is gone: the next click opens, the one after closes.
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('hover opens after 150 ms; leaving closes after 200 ms; touch does not hover', () => {
    render(<Menu />);
    const item = screen.getByTestId('item-men');
    const button = screen.getByRole('button', { name: 'More Men' });
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(NAV_HOVER_OPEN_DELAY_MS - 1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => void vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(NAV_HOVER_CLOSE_DELAY_MS - 1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Coming back within the delay keeps it open.
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(NAV_HOVER_CLOSE_DELAY_MS * 2));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(NAV_HOVER_CLOSE_DELAY_MS));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the item enhanced once its trigger runs (CSS hover fallback off) and closes on a panel link click', async () => {
    const user = userOnFakeClock();
    render(<Menu />);
    expect(screen.getByTestId('item-men')).toHaveAttribute('data-enhanced', 'true');
    await user.click(screen.getByRole('button', { name: 'More Men' }));
    const link = screen.getByRole('link', { name: 'men jackets' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByRole('button', { name: 'More Men' })).toHaveAttribute('aria-expanded', 'false');
  });
  it('lays a desktop panel one layer below the popover layer, so a popover opened from it sits above it', () => {
    render(<Menu />);
    const panel = document.getElementById('panel-men')!;
    const desktop = ownDeclarations(panel, '(min-width: 992px)');
    expect(desktop).toMatchObject({ position: 'absolute', 'z-index': String(theme.zIndices.popoverBelow) });
    expect(Number(desktop['z-index'])).toBe(theme.zIndices.popover - 1);
  });
});
