import type { HydrationTrigger } from '../types';
import { HOLD_LINKS_ATTRIBUTE, OPENS_NATIVELY_ATTRIBUTE, takeEarlyClicks } from './markup';

/** How far below the viewport a `'visible'` island starts loading, so it is ready by the time it scrolls in. */
export const VISIBLE_ROOT_MARGIN = '200px';
/** The longest an `'idle'` island waits for an idle period. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Events that announce an interaction: the island starts loading on the first of them. `change` too: a select's choice
 * made from a phone's picker, or by assistive technology, may come with no pointer or key event on the page.
 */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'change'] as const;

/**
 * A click the page may take over: the main button, no modifier (those ask the browser for a new tab or window, a
 * download), not already handled.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Called once the island has hydrated or failed: stops holding clicks and replays the ones held, in order (a no-op
 * when none was).
 */
export type Replay = () => void;

/**
 * Resolves when an island's trigger holds. For `'interaction'`, a click on a button inside the island before it has
 * hydrated is held back and replayed once it has. Links are left alone (they navigate without JavaScript), except
 * those matching the container's `HOLD_LINKS_ATTRIBUTE` selector (`<Island holdLinks>`): the island takes them over
 * in place, so a plain click on one is held and replayed too; a modified click (new tab, window) still follows it. A
 * `<summary>` marked `OPENS_NATIVELY_ATTRIBUTE` is not held: its details opens at once (see `toggleNatively`), and
 * nothing inside that details is held either (its plain form submits); nor is a `commandfor` button where the browser
 * runs its command (it opens its dialog natively).
 */
export function waitForTrigger(container: HTMLElement, trigger: Exclude<HydrationTrigger, 'none'>): Promise<Replay> {
  switch (trigger) {
    case 'load':
      return Promise.resolve(noReplay);
    case 'idle':
      return new Promise((resolve) => {
        const done = () => resolve(noReplay);
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(done, 1);
      });
    case 'visible':
      return whenVisible(container);
    case 'interaction':
      return whenInteracted(container);
  }
}

const noReplay: Replay = () => {};

function whenVisible(container: HTMLElement): Promise<Replay> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve(noReplay);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve(noReplay);
      },
      { rootMargin: VISIBLE_ROOT_MARGIN },
    );
    // The container is `display: contents` and has no box of its own: its children are what intersects.
    const targets = Array.from(container.children).filter((child) => !(child instanceof HTMLScriptElement));
    if (targets.length === 0) resolve(noReplay);
    targets.forEach((target) => observer.observe(target));
  });
}

function whenInteracted(container: HTMLElement): Promise<Replay> {
  const holdLinks = container.getAttribute(HOLD_LINKS_ATTRIBUTE);
  return new Promise((resolve) => {
    const held: HTMLElement[] = [];
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      INTERACTION_EVENTS.forEach((type) => container.removeEventListener(type, start, true));
      resolve(() => {
        container.removeEventListener('click', holdClick, true);
        container.removeEventListener('keydown', closeNatively, true);
        // After hydration React handles each click; after a failure the element's own behaviour (a link navigates).
        for (const element of held.splice(0)) if (element.isConnected) element.click();
      });
    };
    const holdClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // A summary marked OPENS_NATIVELY_ATTRIBUTE and its details' form work before hydration: nothing there is held.
      const details = target?.closest('details');
      if (nativeSummaryOf(details)?.contains(target)) toggleNatively(details!, event);
      if (nativeSummaryOf(details)) return start();
      const element = heldLink(target, holdLinks, event) ?? heldButton(target);
      if (!element || !container.contains(element)) return;
      event.preventDefault();
      event.stopPropagation();
      // A double tap on the same control counts once.
      if (held.at(-1) !== element) held.push(element);
      start();
    };
    INTERACTION_EVENTS.forEach((type) => container.addEventListener(type, start, { capture: true, passive: true }));
    container.addEventListener('click', holdClick, true);
    container.addEventListener('keydown', closeNatively, true);
    // Taps made before the runtime started (the document's EARLY_CLICK_SCRIPT caught them): held like the others.
    const early = takeEarlyClicks(container);
    if (early.length > 0) {
      // A select changed early keeps its choice itself: only clicks are replayed.
      held.push(...early.filter((element) => !(element instanceof HTMLSelectElement)));
      start();
    }
  });
}

/**
 * A tap on a `<summary>` marked `OPENS_NATIVELY_ATTRIBUTE` before hydration toggles its `<details>` here rather than
 * natively, so that the opened form's first field is focused within the tap (a phone shows its keyboard only for a
 * focus the tap itself makes).
 */
function toggleNatively(details: HTMLDetailsElement, event: MouseEvent) {
  event.preventDefault();
  details.open = !details.open;
  if (details.open) details.querySelector<HTMLElement>('input:not([type=hidden])')?.focus();
}

/** The summary of `details` when it is marked `OPENS_NATIVELY_ATTRIBUTE`: what it holds works before hydration. */
function nativeSummaryOf(details: Element | null | undefined): HTMLElement | null | undefined {
  return details?.querySelector<HTMLElement>(`:scope>summary[${OPENS_NATIVELY_ATTRIBUTE}]`);
}

/** Escape inside a `<details>` opened that way closes it and gives focus back to its summary (what a dialog does). */
function closeNatively(event: KeyboardEvent) {
  const details = (event.target as Element).closest?.('details[open]') as HTMLDetailsElement | null;
  const summary = nativeSummaryOf(details);
  if (event.key !== 'Escape' || !summary) return;
  event.preventDefault(); // a search field would clear itself: what was typed stays for the next open
  details!.open = false;
  summary.focus();
}

function heldButton(target: Element | null): HTMLElement | null {
  const button = target?.closest<HTMLElement>('button, [role="button"], summary');
  if (!button || button.closest('a[href]') || opensItsTargetNatively(button)) return null;
  return button;
}

/**
 * A `commandfor` button in a browser with Invoker Commands opens its `<dialog>` (or popover) with no script: holding
 * its tap would cancel that. The island takes over once hydrated (ui's `NativeDrawer`).
 */
function opensItsTargetNatively(button: HTMLElement): boolean {
  return (
    button.hasAttribute('commandfor') &&
    typeof HTMLButtonElement !== 'undefined' &&
    'command' in HTMLButtonElement.prototype
  );
}

function heldLink(target: Element | null, selector: string | null, event: MouseEvent): HTMLElement | null {
  if (!selector || !isPlainClick(event)) return null;
  const link = target?.closest<HTMLElement>('a[href]');
  try {
    return link?.matches(selector) ? link : null;
  } catch {
    return null; // not a selector: no link is held
  }
}
