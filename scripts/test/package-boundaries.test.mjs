// The packages depend on each other one way (README, "Architecture"; packages/commerce/README.md, "Dependencies"):
// ui and renderer know no other package of ours; commerce knows ui and renderer; blocks know ui, renderer and
// commerce; the sandbox may read commerce's contract types, never its code (type-only imports), so its runtime
// stays independent of the clients it stands in for. These tests read every source file's imports; the last one
// shows on small examples that the check does catch what it is meant to.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Which packages of ours each package's sources may import (`types`: type-only imports only). */
const ALLOWED = {
  ui: { code: [], types: [] },
  renderer: { code: [], types: [] },
  commerce: { code: ['ui', 'renderer'], types: ['ui', 'renderer'] },
  blocks: { code: ['ui', 'renderer', 'commerce'], types: ['ui', 'renderer', 'commerce'] },
  sandbox: { code: [], types: ['commerce'] },
};

/** Every import or re-export of a `@ridgeline/*` package in `source`: the package's name and whether it is type-only. */
export function ridgelineImports(source) {
  const found = [];
  const statement =
    /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]@ridgeline\/([a-z-]+)[^'"]*['"]/g;
  for (const match of source.matchAll(statement)) found.push({ name: match[3], typeOnly: Boolean(match[2]) });
  for (const match of source.matchAll(/\bimport\(\s*['"]@ridgeline\/([a-z-]+)/g))
    found.push({ name: match[1], typeOnly: false });
  return found;
}

/** The imports of `source` (a file of package `owner`) that break `ALLOWED`, as `file → @ridgeline/name`. */
export function boundaryViolations(owner, file, source) {
  const allowed = ALLOWED[owner];
  return ridgelineImports(source)
    .filter(({ name, typeOnly }) => name !== owner && !(typeOnly ? allowed.types : allowed.code).includes(name))
    .map(({ name, typeOnly }) => `${file} → @ridgeline/${name}${typeOnly ? ' (type)' : ''}`);
}

const sourcesOf = (pkg) =>
  readdirSync(path.join(repoRoot, 'packages', pkg, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(m?[jt]sx?)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

for (const pkg of Object.keys(ALLOWED)) {
  test(`packages/${pkg} imports only the packages below it`, () => {
    const files = sourcesOf(pkg);
    assert.ok(files.length > 0, `no sources found in packages/${pkg}/src`);
    const violations = files.flatMap((file) =>
      boundaryViolations(pkg, path.relative(repoRoot, file), readFileSync(file, 'utf8')),
    );
    assert.deepEqual(violations, []);
  });
}

test('the sandbox declares commerce for its types only, and commerce does not depend on the packages above it', () => {
  const manifest = (pkg) => JSON.parse(readFileSync(path.join(repoRoot, 'packages', pkg, 'package.json'), 'utf8'));
  const sandbox = manifest('sandbox');
  assert.equal(sandbox.dependencies?.['@ridgeline/commerce'], undefined);
  assert.equal(sandbox.devDependencies?.['@ridgeline/commerce'], '0.1.0');
  const commerce = manifest('commerce');
  const ours = Object.keys({
    ...commerce.dependencies,
    ...commerce.devDependencies,
    ...commerce.peerDependencies,
  }).filter((name) => name.startsWith('@ridgeline/'));
  assert.deepEqual(ours.sort(), ['@ridgeline/renderer', '@ridgeline/ui']);
});

test('the check catches an upward import, a runtime import where only types are allowed, and a dynamic import', () => {
  assert.deepEqual(boundaryViolations('commerce', 'a.ts', "import { x } from '@ridgeline/blocks';"), [
    'a.ts → @ridgeline/blocks',
  ]);
  assert.deepEqual(
    boundaryViolations('commerce', 'a.ts', "import {\n  x,\n  y,\n} from '@ridgeline/storefront/app';"),
    ['a.ts → @ridgeline/storefront'],
  );
  assert.deepEqual(boundaryViolations('sandbox', 'b.ts', "import { toTileModel } from '@ridgeline/commerce';"), [
    'b.ts → @ridgeline/commerce',
  ]);
  assert.deepEqual(
    boundaryViolations('sandbox', 'b.ts', "import type { CommerceImage } from '@ridgeline/commerce';"),
    [],
  );
  assert.deepEqual(boundaryViolations('sandbox', 'b.ts', "export { sdk } from '@ridgeline/commerce/server';"), [
    'b.ts → @ridgeline/commerce',
  ]);
  assert.deepEqual(boundaryViolations('ui', 'c.ts', "const m = await import('@ridgeline/renderer/prepare');"), [
    'c.ts → @ridgeline/renderer',
  ]);
  assert.deepEqual(
    boundaryViolations('blocks', 'd.ts', "import { a } from '@ridgeline/commerce';\nimport '@ridgeline/renderer';"),
    [],
  );
});
