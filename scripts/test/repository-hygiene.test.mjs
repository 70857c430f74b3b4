// The repository carries everything it needs (docs/decisions/0001-self-contained-repository.md). These tests
// fail when a file cites material that lives outside it, when code builds a path that leaves it, or when a
// reference to docs/ points at a document or heading that does not exist. The first tests scan the repository;
// the later ones show, on small examples, that each check does fail on what it is meant to catch.
// Its path and docs examples are deliberately bad, so those two scans skip this file. The citation examples
// are assembled from pieces, so that the citation scan (and a plain search of the repository) finds none here.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  checkRepository,
  findBrokenDocReferences,
  findEscapingPaths,
  findOutsideCitations,
  formatFindings,
  headingAnchor,
  repoRoot,
  repositoryFiles,
  resolvedPaths,
} from '../repository-hygiene.mjs';

const findings = checkRepository();
const SHARED = 'shared';
const SPEC = 'spec';
const SEEDS = 'seed' + 's';
const SECTION = '§';
const NOTE = 'TOOLCHAIN';

test('no file cites the working notes that were never part of the repository', () => {
  assert.deepEqual(
    findings.citations,
    [],
    `\n${formatFindings({ ...findings, escapingPaths: [], brokenDocReferences: [] })}\n` +
      'Describe the behaviour in docs/behaviour/ (or the package README) and point there instead.',
  );
});

test('no code builds a path outside the repository root', () => {
  assert.deepEqual(
    findings.escapingPaths,
    [],
    `\n${formatFindings({ ...findings, citations: [], brokenDocReferences: [] })}\n` +
      'Keep what tests and scripts read inside the repository (third-party samples: test-fixtures/, with origin and licence).',
  );
});

test('every reference to docs/ names an existing document and heading', () => {
  assert.deepEqual(
    findings.brokenDocReferences,
    [],
    `\n${formatFindings({ ...findings, citations: [], escapingPaths: [] })}`,
  );
});

test('the scans see the repository: tracked files, the samples and real path constructions', () => {
  const files = repositoryFiles();
  assert.ok(files.includes('package.json') && files.includes('docs/README.md'));
  assert.ok(files.some((file) => file.startsWith('test-fixtures/amplience-samples/')));
  assert.ok(!files.some((file) => file.includes('node_modules/')));
  // The renderer's samples test reads the samples through repoRoot: the path check works that path out.
  const samplesTest = 'packages/renderer/src/samples.test.tsx';
  const targets = resolvedPaths(readFileSync(path.join(repoRoot, samplesTest), 'utf8'), samplesTest).map(
    (found) => found.target,
  );
  assert.ok(targets.includes(path.join(repoRoot, 'test-fixtures', 'amplience-samples')), targets.join('\n'));
});

test('citation check: catches the former citation forms, in any case, and leaves ordinary words alone', () => {
  const bad = [
    `const dir = path.resolve(repoRoot, '..', '${SHARED}/samples');`,
    `Versions follow \`../${SHARED}/${NOTE}.md\`.`,
    `see the notes in ${SHARED}/${SEEDS}/002.txt`,
    `/** Slide widths (${SEEDS} ${SECTION}9): 80% / 50%. */`,
    `// Seeds ${SECTION}4.9: POST the email`,
    ` * Merchandiser toolkit (${SPEC} 002 ${SECTION}2.11, ${SECTION}4.4)`,
    `/** Spec 00${2}: the fade takes 0.1 s. */`,
    `/** The spec's auto-refresh messages (seed 00${2}, section 5). */`,
    `/** ${SECTION}5 source code: applied only when non-blank. */`,
    `/** The ${SEEDS}' link object. */`,
    `it('uses the ${SEEDS}’ breakpoints', () => {});`,
    `message-event-channel (${NOTE}.md): context`,
    `shown to members only (${SEEDS.slice(0, 4)}: "Loyalty members see …")`,
    ` * ${SEEDS.slice(0, 1).toUpperCase()}eed: "cached per session"`,
    `The ${SEEDS.slice(0, 4)} names no cookie;`,
  ];
  for (const line of bad) assert.equal(findOutsideCitations(line).length, 1, line);
  const good = [
    'initialData only seeds a query that does not exist yet.',
    'export const DEMO_SUBSCRIBERS = seed ?? [];',
    'the catalogue seed folder (`packages/sandbox/catalog`)',
    "import { nonEmpty } from '../shared/cms';",
    'Toolchain: docs/toolchain.md#browsers',
    'Specifications in e2e/*.spec.ts',
    '      { numRuns: 500, seed: 20261123 },',
    '  seed: CategorySeed;',
    'const { app } = createNewsletter({ seed: [] });',
  ];
  for (const line of good) assert.deepEqual(findOutsideCitations(line), [], line);
  assert.deepEqual(findOutsideCitations(`ok\n// ${SPEC} 001 ${SECTION}2\nok`)[0]?.line, 2);
});

test('path check: catches paths that leave the repository, however they are built', () => {
  const bad = {
    'packages/sandbox/src/test-helpers.ts':
      "export const repoRoot = path.resolve(packageRoot, '..', '..');\nconst dir = path.resolve(repoRoot, '..', 'shared');",
    'packages/renderer/src/samples.test.tsx': `const samples = path.resolve(__dirname, '../../../../${SHARED}/samples');`,
    'packages/renderer/src/a.test.ts':
      "const repoRoot = path.resolve(__dirname, '../../..');\nconst file = path.join(repoRoot, '..', 'shared', 'samples', 'x.json');",
    'scripts/x.mjs': `const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');\nreadFileSync(path.join(root, '..', 'shared', '${NOTE}.md'));`,
    'packages/blocks/src/x.ts': `import sample from '../../../../${SHARED}/samples/x.json';`,
    'packages/storefront/app/x.ts':
      "const text = readFileSync(new URL('../../../../shared/x.json', import.meta.url), 'utf8');",
    'packages/storefront/app/platform/x.ts':
      "const all = import.meta.glob<object>('../../../../../shared/*.json', { eager: true });",
    'packages/ui/src/x.ts': "const dir = resolve(import.meta.dirname, '..', '..', '..', '..');",
    'e2e/x.ts': `readFileSync('${path.join(path.dirname(repoRoot), 'shared', 'samples', 'x.json')}');`,
  };
  for (const [file, source] of Object.entries(bad)) {
    const found = findEscapingPaths(source, file);
    assert.equal(found.length, 1, `${file}: ${JSON.stringify(found)}`);
    assert.ok(!found[0].target.startsWith(repoRoot + path.sep), found[0].target);
  }
});

test('path check: accepts paths inside the repository and leaves unknown bases alone', () => {
  const good = {
    'packages/blocks/src/footer/Footer.tsx': "import { nonEmpty } from '../shared/cms';",
    'packages/renderer/src/validation/x.test.ts': "const dir = path.resolve(__dirname, '../../../../schemas');",
    'packages/sandbox/src/test-helpers.ts':
      "export const repoRoot = path.resolve(packageRoot, '..', '..');\nconst samples = path.join(repoRoot, 'test-fixtures', 'amplience-samples');",
    'packages/storefront/app/platform/blockAssets.server.ts':
      "readFileSync(new URL('../client/.vite/manifest.json', import.meta.url), 'utf8');",
    'packages/storefront/app/platform/schemas.server.ts':
      "const modules = import.meta.glob<object>('../../../../schemas/*.json', { eager: true });",
    'scripts/start.mjs': "const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');",
    '.storybook/vitest.config.mts': "root: path.resolve(configDir, '..'),",
    'packages/ui/src/x.ts': "new Promise((resolve) => setTimeout(() => resolve('..'), 1)); ['a', 'b'].join('..');",
  };
  for (const [file, source] of Object.entries(good)) assert.deepEqual(findEscapingPaths(source, file), [], file);
});

test('docs references: a missing document or heading is reported, an existing one is not', () => {
  assert.equal(headingAnchor('Customer-group API'), 'customer-group-api');
  assert.equal(headingAnchor('`Price` & stock (tile)'), 'price--stock-tile');
  assert.deepEqual(findBrokenDocReferences('// see docs/behaviour/preview.md#date-time', 'x.ts'), []);
  assert.deepEqual(
    findBrokenDocReferences('[docs](../../docs/behaviour/blocks.md#links)', 'packages/blocks/README.md'),
    [],
  );
  assert.deepEqual(
    findBrokenDocReferences(
      '// docs/behaviour/nowhere.md#links and docs/behaviour/preview.md#no-such-heading',
      'x.ts',
    ).map((f) => f.problem),
    ['no such file', 'no such heading'],
  );
  // Inside docs/, relative links and same-page anchors are followed too.
  const root = mkdtempSync(path.join(os.tmpdir(), 'ridgeline-hygiene-'));
  mkdirSync(path.join(root, 'docs', 'behaviour'), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'behaviour', 'a.md'), '# A\n\n## Date-time\n');
  const page = '[ok](a.md#date-time) [ok](#here) [bad](a.md#time) [bad](#there) [bad](b.md)\n\n## Here\n';
  writeFileSync(path.join(root, 'docs', 'behaviour', 'page.md'), page);
  assert.deepEqual(
    findBrokenDocReferences(page, 'docs/behaviour/page.md', root).map((f) => `${f.reference}: ${f.problem}`),
    [
      'docs/behaviour/a.md#time: no such heading',
      'docs/behaviour/page.md#there: no such heading',
      'docs/behaviour/b.md: no such file',
    ],
  );
  // A README's relative links are followed too (a package README pointing at another's section), each reported once.
  mkdirSync(path.join(root, 'packages', 'a'), { recursive: true });
  writeFileSync(path.join(root, 'packages', 'a', 'README.md'), '# a\n\n## Run it\n');
  const readme =
    '[ok](README.md#run-it) [bad](../b/README.md) [bad](README.md#configuration) [bad](../../docs/behaviour/a.md#time)\n';
  assert.deepEqual(
    findBrokenDocReferences(readme, 'packages/a/README.md', root).map((f) => `${f.reference}: ${f.problem}`),
    [
      'docs/behaviour/a.md#time: no such heading',
      'packages/b/README.md: no such file',
      'packages/a/README.md#configuration: no such heading',
    ],
  );
});
