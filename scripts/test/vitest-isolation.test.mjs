// vitest.isolation.mjs: which test files share a worker and which get one of their own (decision 0012).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { REPLACES_MODULES, isolationProjects } from '../../vitest.isolation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function packageWith(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-isolation-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('files that replace modules get a worker of their own; the rest share', () => {
  const dir = packageWith({
    'src/a/Plain.test.tsx': "it('renders', () => {});",
    'src/b/Mocked.test.tsx': "vi.mock('embla-carousel-react', () => ({}));",
    'src/c/Late.test.ts': 'beforeEach(() => vi.resetModules());',
    'src/c/helper.ts': "vi.mock('not-a-test-file');",
    'src/node_modules/x/Dep.test.ts': "vi.mock('ignored');",
  });
  try {
    const [shared, isolated, ...rest] = isolationProjects({ name: 'pkg', packageDir: dir, sourceDir: 'src' });
    assert.deepEqual(rest, []);
    assert.equal(shared.test.isolate, false);
    assert.deepEqual(shared.test.include, ['src/**/*.test.{ts,tsx}']);
    assert.deepEqual([...shared.test.exclude].sort(), ['src/b/Mocked.test.tsx', 'src/c/Late.test.ts']);
    assert.equal(isolated.test.name, 'pkg (isolated)');
    assert.equal(isolated.test.isolate, true);
    assert.deepEqual([...isolated.test.include].sort(), ['src/b/Mocked.test.tsx', 'src/c/Late.test.ts']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('alsoIsolated adds files, and a name that is not there is an error rather than a silent no-op', () => {
  const dir = packageWith({ 'src/Styles.test.tsx': "it('reads every CSS rule', () => {});" });
  try {
    const [shared, isolated] = isolationProjects({
      name: 'pkg',
      packageDir: dir,
      sourceDir: 'src',
      alsoIsolated: ['src/Styles.test.tsx'],
    });
    assert.deepEqual(shared.test.exclude, ['src/Styles.test.tsx']);
    assert.deepEqual(isolated.test.include, ['src/Styles.test.tsx']);
    assert.throws(
      () => isolationProjects({ name: 'pkg', packageDir: dir, sourceDir: 'src', alsoIsolated: ['src/Gone.test.tsx'] }),
      /src\/Gone\.test\.tsx \(alsoIsolated\) does not exist/,
    );
    assert.throws(() => isolationProjects({ name: 'pkg', packageDir: dir }), /needs a name, packageDir and sourceDir/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without a file that mocks, there is one shared project', () => {
  const dir = packageWith({ 'src/Plain.test.ts': "it('adds', () => {});" });
  try {
    const projects = isolationProjects({ name: 'pkg', packageDir: dir, sourceDir: 'src' });
    assert.equal(projects.length, 1);
    assert.deepEqual(projects[0].test.exclude, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the real packages: ui isolates the files that mock embla', () => {
  const ui = path.join(root, 'packages/ui');
  const [, isolated] = isolationProjects({ name: 'ui', packageDir: ui, sourceDir: 'src' });
  assert.ok(isolated.test.include.includes('src/Carousel/Carousel.test.tsx'));
  assert.ok(REPLACES_MODULES.test("vi.doMock('x')"));
  assert.ok(!REPLACES_MODULES.test('vi.fn()'));
});
