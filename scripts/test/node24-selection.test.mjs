// scripts/test-node24.mjs: which unit tests run again on Node 24 (the Node-environment files, not the jsdom ones).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ambiguousFilters, defaultEnvironmentOf, testFilesOf } from '../test-node24.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function packageWith(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-node24-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test("a file's own @vitest-environment wins over the package default", () => {
  const dir = packageWith({
    'src/Button.test.tsx': "it('renders', () => {});",
    'src/render.server.test.tsx': "// @vitest-environment node\nit('streams', () => {});",
    'app/lib/island.test.ts': "/** @vitest-environment jsdom */\nit('hydrates', () => {});",
    'src/node_modules/dep/x.test.ts': '',
    'src/helper.ts': '// @vitest-environment node',
  });
  try {
    assert.deepEqual(testFilesOf(dir, 'jsdom'), [
      { file: 'app/lib/island.test.ts', environment: 'jsdom' },
      { file: 'src/Button.test.tsx', environment: 'jsdom' },
      { file: 'src/render.server.test.tsx', environment: 'node' },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the default environment is read from the config, or the stage fails saying why', () => {
  assert.equal(defaultEnvironmentOf("test: { environment: 'jsdom', include: [] }", 'a'), 'jsdom');
  assert.throws(() => defaultEnvironmentOf('test: {}', 'b/vitest.config.mts'), /b\/vitest\.config\.mts.*found 0/);
  assert.throws(() => defaultEnvironmentOf("environment: 'node', environment: 'jsdom'", 'c'), /found 2/);
});

test('a filter that would also pick an unchosen file is reported (vitest filters are substrings)', () => {
  assert.deepEqual(ambiguousFilters(['src/a.test.ts'], ['src/a.test.ts', 'src/a.test.tsx']), ['src/a.test.ts']);
  assert.deepEqual(ambiguousFilters(['src/a.test.ts', 'src/a.test.tsx'], ['src/a.test.ts', 'src/a.test.tsx']), []);
});

test("the repository's selection: server and sandbox code on Node 24, browser code only on Node 20", () => {
  const storefront = testFilesOf(path.join(root, 'packages/storefront'), 'node');
  const environmentOf = (file) => storefront.find((test) => test.file === file)?.environment;
  assert.equal(environmentOf('app/platform/request/faults.server.test.ts'), 'node');
  assert.equal(environmentOf('app/platform/session.test.ts'), 'jsdom');
  assert.ok(storefront.filter((test) => test.environment === 'node').length > 50);
  const ui = testFilesOf(path.join(root, 'packages/ui'), 'jsdom');
  assert.ok(ui.length > 10 && ui.every((test) => test.environment === 'jsdom'));
});
