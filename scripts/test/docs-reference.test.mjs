// The docs are maps (issue 22): the reference tables are generated from the code and must be fresh, and every
// README stays short enough to read as an overview (the detail lives in docs/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  GENERATED_DOCUMENTS,
  environmentTable,
  generatedTables,
  repoRoot,
  routeDocOf,
  routeRows,
  routesTable,
  tableIn,
  typeOf,
  withTable,
} from '../docs-generate.mjs';
import { repositoryFiles } from '../repository-hygiene.mjs';

/** Every README is a map: what the package is, its API, how to run and test it, links. Detail goes to docs/. */
export const MAX_README_LINES = 220;

test('the generated reference tables match the code (run `npm run docs:generate` when this fails)', async () => {
  const tables = await generatedTables();
  for (const [name, file] of Object.entries(GENERATED_DOCUMENTS)) {
    const written = tableIn(readFileSync(path.join(repoRoot, file), 'utf8'), name);
    assert.equal(written, tables[name], `${file} is stale: run npm run docs:generate`);
  }
});

test('the tables cover every route and every environment variable', async () => {
  const { routes, environment } = await generatedTables();
  // One row per default-locale address: the route config's entries minus its copies under the other locales.
  for (const address of ['/', '/c/:categoryId', '/cart/items', '/__ridgeline/block-data', '/*']) {
    assert.ok(routes.includes(`| \`${address}\``), `no row for ${address}`);
  }
  const envSource = readFileSync(path.join(repoRoot, 'packages/storefront/app/platform/env.server.ts'), 'utf8');
  const schemaBody = envSource.slice(
    envSource.indexOf('export const envSchema'),
    envSource.indexOf('\n});', envSource.indexOf('export const envSchema')),
  );
  const fields = [...schemaBody.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  assert.ok(fields.length > 40, `found only ${fields.length} fields in the schema's source`);
  for (const name of fields)
    assert.ok(environment.includes(`| \`${name}\` |`), `${name} is missing from the environment table`);
});

test('every README is at most 220 lines', () => {
  const readmes = repositoryFiles().filter(
    (file) => /(^|\/)README\.md$/.test(file) && !file.startsWith('test-fixtures/'),
  );
  assert.ok(readmes.includes('README.md') && readmes.includes('packages/storefront/README.md'), readmes.join('\n'));
  const long = readmes
    .map((file) => ({ file, lines: readFileSync(path.join(repoRoot, file), 'utf8').trimEnd().split('\n').length }))
    .filter(({ lines }) => lines > MAX_README_LINES);
  assert.deepEqual(
    long,
    [],
    `READMEs over ${MAX_README_LINES} lines: move reference to docs/reference/, behaviour to docs/behaviour/`,
  );
});

test('route doc: the first sentence and the caching tag; a module without one or with a bad tag is named', () => {
  const source = [
    "import x from 'y';",
    '/** Not the route doc. */',
    'const a = 1;',
    '/**',
    ' * `POST /cart/items`: add to bag (the form; see `a.ts`). The address has no',
    ' * locale prefix.',
    ' * @caching no-store (always)',
    ' */',
  ].join('\n');
  assert.deepEqual(routeDocOf(source, 'routes/x.tsx'), {
    description: '`POST /cart/items`: add to bag (the form; see `a.ts`).',
    caching: 'no-store',
    cachingNote: '(always)',
  });
  assert.throws(() => routeDocOf('/** `/x`: a page. */', 'routes/x.tsx'), /routes\/x\.tsx has no route doc comment/);
  assert.throws(
    () => routeDocOf('/**\n * `/x`: a page.\n * @caching sometimes\n */', 'routes/x.tsx'),
    /must be followed by one of public, private, no-store/,
  );
  assert.throws(() => routeDocOf('/**\n * @caching public\n */', 'routes/x.tsx'), /no description/);
});

test('routes table: locale copies fold into their row, pipes are escaped', () => {
  const config = [
    { index: true, file: 'routes/home.tsx', id: 'home-index' },
    { path: 'cart', file: 'routes/cart.tsx' },
    { path: 'fr-ca/cart', file: 'routes/cart.tsx', id: 'fr-ca/routes/cart' },
    { path: 'logout', file: 'routes/logout.tsx' },
  ];
  const modules = {
    'routes/home.tsx': '/**\n * `/`: home.\n * @caching public\n */',
    'routes/cart.tsx': '/**\n * `/cart`: the bag | lines.\n * @caching private\n */',
    'routes/logout.tsx': '/**\n * `POST /logout`: signs out.\n * @caching private\n */',
  };
  const rows = routeRows(config, (file) => modules[file], ['en-ca', 'fr-ca']);
  assert.deepEqual(
    rows.map((row) => [row.address, row.underLocales]),
    [
      ['/', false],
      ['/cart', true],
      ['/logout', false],
    ],
  );
  const table = routesTable(rows);
  assert.match(
    table,
    /\| `\/cart` ⁺ \| \[`routes\/cart\.tsx`\]\(\.\.\/\.\.\/packages\/storefront\/app\/routes\/cart\.tsx\) \| `\/cart`: the bag \\\| lines\. \| private \|/,
  );
});

test('environment: the type is told from the schema helper; defaults as the schema gives them', () => {
  assert.equal(typeOf("port('PORT').transform(", 3000), 'port (1–65535)');
  assert.equal(typeOf("url('X')", undefined), 'URL');
  assert.equal(typeOf('flag()', false), 'flag');
  assert.equal(typeOf("setting((value) => oneOf('E', value, ['prd', 'sbx'] as const))", undefined), '`prd` or `sbx`');
  assert.equal(
    typeOf("setting((value) => { if (value !== 'path' && value !== 'query') throw", 'path'),
    '`path` or `query`',
  );
  assert.equal(typeOf('setting((value) => list(value, /,/), [])', []), 'comma-separated list');
  assert.equal(typeOf('text()', undefined), 'text');
  const table = environmentTable([{ name: 'A_B', type: 'text', default: '—', meaning: 'one | two' }]);
  assert.equal(table.split('\n')[2], '| `A_B` | text | — | one \\| two |');
});

test('markers: a table is replaced between them, and missing markers are an error', () => {
  const doc = 'intro\n<!-- generated: routes -->\nold\n<!-- /generated: routes -->\noutro\n';
  assert.equal(
    withTable(doc, 'routes', 'new'),
    'intro\n<!-- generated: routes -->\nnew\n<!-- /generated: routes -->\noutro\n',
  );
  assert.throws(() => tableIn('no markers', 'routes'), /missing "<!-- generated: routes -->"/);
});

test('docs/README.md lists every behaviour document, decision and reference document exactly once', () => {
  const index = readFileSync(path.join(repoRoot, 'docs', 'README.md'), 'utf8');
  // The index's tables: one row per document (prose may link to a document again).
  const rows = index.split('\n').filter((line) => line.startsWith('| '));
  const listed = rows.flatMap((row) =>
    [...row.matchAll(/\]\(((?:behaviour|decisions|reference)\/[\w.-]+\.md)\)/g)].map((m) => m[1]),
  );
  const files = repositoryFiles()
    .filter((file) => /^docs\/(behaviour|decisions|reference)\/[\w.-]+\.md$/.test(file))
    .map((file) => file.slice('docs/'.length));
  assert.ok(files.length > 30, files.join('\n'));
  assert.deepEqual(
    files.filter((file) => !listed.includes(file)),
    [],
    'not in docs/README.md',
  );
  assert.deepEqual(
    listed.filter((file, i) => listed.indexOf(file) !== i),
    [],
    'listed more than once',
  );
});

test('docs/reference/e2e.md has a row for every e2e spec, and none for a spec that is gone', async () => {
  const { readdirSync } = await import('node:fs');
  const specs = readdirSync(path.join(repoRoot, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
  const reference = readFileSync(path.join(repoRoot, 'docs/reference/e2e.md'), 'utf8');
  const rows = [...reference.matchAll(/^\| `([\w.-]+\.spec\.ts)` \|/gm)].map((match) => match[1]);
  assert.deepEqual(
    specs.filter((spec) => !rows.includes(spec)),
    [],
    'specs without a row in docs/reference/e2e.md',
  );
  assert.deepEqual(
    rows.filter((row) => !specs.includes(row)),
    [],
    'rows in docs/reference/e2e.md for specs that do not exist',
  );
});
