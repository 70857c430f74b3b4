import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach } from 'vitest';

// jsdom does not run animations: finish framer-motion transitions instantly so exit animations
// (and with them AnimatePresence unmounts) complete within a test.
MotionGlobalConfig.skipAnimations = true;

afterEach(() => cleanup());

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
