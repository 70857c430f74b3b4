// What npm would hand a consumer (scripts/packages-check.mjs; docs/reference/releases.md): each published package
// passes publint (strict) and Are the Types Wrong, and an app built from the packed tarballs type-checks under the
// bundler and node16 resolutions and builds with Vite. Needs the packages built (the build stage runs first).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attw, consumerApp, PUBLISHED, publint } from '../packages-check.mjs';

for (const name of PUBLISHED) {
  test(`@ridgeline/${name}: publint --strict and attw (node16 profile) are clean`, () => {
    const lint = publint(name);
    assert.ok(lint.ok, lint.output);
    const types = attw(name);
    assert.ok(types.ok, types.output);
  });
}

test('a consumer app over the packed tarballs type-checks (bundler, node16) and builds with Vite', () => {
  const steps = consumerApp();
  const failed = steps.filter((step) => !step.ok);
  assert.deepEqual(
    failed.map(({ step, output }) => `${step}: ${output.slice(0, 2000)}`),
    [],
  );
  assert.deepEqual(steps.map(({ step }) => step).slice(-3), [
    'tsc (moduleResolution bundler)',
    'tsc (moduleResolution node16)',
    'vite build',
  ]);
});
