import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, vi } from 'vitest';

// jsdom does not run animations: finish framer-motion transitions instantly so exit animations
// (and with them AnimatePresence unmounts) complete within a test.
MotionGlobalConfig.skipAnimations = true;

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default; a lazily loaded chunk (the toast, a drawer's panel) can take longer
// than that on a loaded 2-core CI machine running four packages' tests at once. Like `testTimeout`, this is a hang
// guard, not a speed assertion: a passing wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library recognises fake timers only through a global `jest`: with vitest's fake timers on and no `jest`,
// every async util (findBy*, waitFor, and userEvent, which runs through them) ends by waiting for a real
// `setTimeout(0)` that is now fake, and hangs. With this stand-in they advance the fake clock instead (waitFor by its
// interval per check, so a wait on the fake clock is bounded in fake time too). Without fake timers nothing changes:
// Testing Library also checks that `setTimeout` is a fake one (it carries a `clock`).
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

// Browser APIs jsdom lacks that embla and framer-motion call. Minimal inert versions: the tests
// assert structure and ARIA here; scrolling behaviour is covered by the browser story tests.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Pointer-capture methods Radix calls on pointer events.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// jsdom has <dialog> but not its modal methods (HTMLDialogElement.showModal/close). What the tests rely on: `open`
// set, focus on the first control (the spec's dialog focusing steps), the `close` event, focus back where it was.
// Inertness of the page behind and the top layer are the browser's: the story and e2e tests cover them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    focusedBefore.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(
      'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    )?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    (focusedBefore.get(this) as HTMLElement | null)?.focus?.();
    this.dispatchEvent(new Event('close'));
  };
}
