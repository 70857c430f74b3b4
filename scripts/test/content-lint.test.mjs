// `npm run content:lint`: the demo content the sandbox serves lints clean (no error, no warning) with the repository's
// schemas and the demo site's customer groups, through the built `ridgeline` command as an editor or CI runs it.
// The planted problems of each kind are the renderer's unit test (packages/renderer/src/lint/contentLint.test.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lint = (...args) =>
  spawnSync(process.execPath, [path.join(root, 'packages/renderer/bin/ridgeline.mjs'), 'content', 'lint', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

test('the demo content lints clean', () => {
  const result = lint(
    'packages/sandbox/content',
    '--schemas',
    'schemas',
    '--customer-groups',
    'packages/sandbox/catalog/customer-groups.json',
    '--format',
    'json',
  );
  assert.equal(result.status, 0, result.stderr);
  const report = JSON.parse(result.stdout);
  assert.deepEqual(report.findings, []);
  assert.ok(report.items > 50, `the demo content's items were read (${report.items})`);
});

test('a broken item makes the command fail with its file and field', () => {
  const result = lint(
    'packages/renderer/src/lint/fixtures/broken-export',
    '--schemas',
    'packages/renderer/src/lint/fixtures/schemas',
  );
  assert.equal(result.status, 1);
  assert.match(
    result.stdout,
    /long-headline\.json {2}\(long, banner-long\)\n {2}error {3}invalid-content +headline: must be at most 20 characters long/,
  );
});
