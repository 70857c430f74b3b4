import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach } from 'vitest';

// jsdom does not run animations: finish framer-motion transitions instantly so exit animations
// (and with them AnimatePresence unmounts) complete within a test.
MotionGlobalConfig.skipAnimations = true;

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default; a lazily loaded chunk (the toast, a drawer's panel) can take longer
// than that on a loaded 2-core CI machine running four packages' tests at once. Like `testTimeout`, this is a hang
// guard, not a speed assertion: a passing wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

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
