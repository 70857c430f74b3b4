import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Test files share a worker and its module cache (vitest.isolation.mjs). What a file changes in the process for its
// own tests is undone here after every file, so the next file in the worker starts from the same state whatever
// ran before it.

let envAtStart: Record<string, string | undefined> = {};

beforeAll(() => {
  envAtStart = { ...process.env };
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
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
