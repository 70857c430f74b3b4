import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Test files share a worker, its jsdom and its module cache (vitest.isolation.mjs). What Testing Library sets up only
// in the first file that imports it, and what a file may leave behind, is set up or undone here for every file.

beforeAll(() => {
  // React reports render errors and warns about updates outside act() by this flag, which Testing Library sets only
  // in the first file that imports it (and a file that turns it off puts it back to what it found).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  // A test that mounts into a container of its own (hydration) leaves it in the body.
  if (typeof document !== 'undefined') document.body.replaceChildren();
  vi.useRealTimers();
});
