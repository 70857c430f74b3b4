import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Test files share a worker and its module cache (vitest.isolation.mjs). What a file changes in the process for its
// own tests is undone here after every file, so the next file in the worker starts from the same state whatever
// ran before it.

let envAtStart: Record<string, string | undefined> = {};
let headAtStart: Node[] = [];

beforeAll(() => {
  envAtStart = { ...process.env };
  headAtStart = typeof document === 'undefined' ? [] : [...document.head.childNodes];
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  // Emotion's style tags stay in the worker's head for every later file, which inserts its own before them: a file that
  // removed them (`document.head.innerHTML = …`) made the next render throw "NotFoundError: The child can not be found
  // in the parent" in another file. Adding to the head is fine; removing what was there fails the file that did it.
  const removed = headAtStart.filter((node) => node.parentNode !== document.head);
  if (removed.length > 0) {
    document.head.prepend(...removed);
    throw new Error(`This test file removed ${removed.length} node(s) it found in document.head: put them back.`);
  }
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // A file that writes process.env by hand would point the next file at its closed sandbox (SANDBOX_PORT) or its
  // budget: fail it by name, so the fix (vi.stubEnv) is made where the change is, not papered over here.
  const changed = [...new Set([...Object.keys(envAtStart), ...Object.keys(process.env)])].filter(
    (name) => process.env[name] !== envAtStart[name],
  );
  if (changed.length > 0) {
    for (const name of changed) {
      if (envAtStart[name] === undefined) delete process.env[name];
      else process.env[name] = envAtStart[name];
    }
    throw new Error(`This test file changed process.env without vi.stubEnv: ${changed.join(', ')}`);
  }
});
