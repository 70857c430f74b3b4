import type { HydrationTrigger } from '../types';

/** How far below the viewport a `'visible'` island starts loading, so it is ready by the time it scrolls in. */
export const VISIBLE_ROOT_MARGIN = '200px';
/** The longest an `'idle'` island waits for an idle period. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Events that announce an interaction: the island starts loading on the first of them. */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Called once the island has hydrated or failed: stops holding clicks and replays the one held (a no-op when none was).
 */
export type Replay = () => void;

/**
 * Resolves when an island's trigger holds. For `'interaction'`, a click on a button inside the island before it has
 * hydrated is held back and replayed once it has (links are left alone: they navigate without JavaScript).
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
  return new Promise((resolve) => {
    let heldClick: HTMLElement | undefined;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      INTERACTION_EVENTS.forEach((type) => container.removeEventListener(type, start, true));
      resolve(() => {
        container.removeEventListener('click', holdClick, true);
        if (heldClick?.isConnected) heldClick.click();
      });
    };
    const holdClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>('button, [role="button"], summary');
      if (!button || !container.contains(button) || button.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick = button;
      start();
    };
    INTERACTION_EVENTS.forEach((type) => container.addEventListener(type, start, { capture: true, passive: true }));
    container.addEventListener('click', holdClick, true);
  });
}
