#!/usr/bin/env node
// Writes the reference tables of docs/reference/ from the code, so they cannot drift from it:
// - routes.md: every address of the storefront's route config (packages/storefront/app/routes.ts) with its module,
//   the module's one-line description and how its answers may be cached (the module's route doc comment: the first
//   `/** … */` that carries an `@caching` tag);
// - environment.md: every variable of the storefront's configuration schema (app/platform/env.server.ts) with its type,
//   its default and its `.describe()` text.
// Each table sits between `<!-- generated: {name} -->` and `<!-- /generated: {name} -->`; the text around it is
// written by hand. `npm run docs:generate` rewrites the tables; scripts/test/docs-reference.test.mjs fails when a
// table is stale. The TypeScript modules are loaded with tsx, the way the storefront's own tooling reads them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storefrontApp = path.join(repoRoot, 'packages', 'storefront', 'app');

/** The documents with generated tables, repository-relative, and the table each holds. */
export const GENERATED_DOCUMENTS = {
  routes: 'docs/reference/routes.md',
  environment: 'docs/reference/environment.md',
};

/** How a route's answers may be kept: the first word of its `@caching` tag. */
export const CACHING_KINDS = {
  public: 'shared caches (the render cache, a CDN) may keep it',
  private: "the shopper's own: `private, no-store`, never shared",
  'no-store': 'kept by nobody',
};

const escapeCell = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/**
 * The route doc comment of a module's source: its description (the first sentence of the comment's text) and its
 * caching (`public`, `private` or `no-store`, with an optional note). Throws, naming the module, when it has none or
 * the tag is not one of those, so a new route cannot go undocumented.
 */
export function routeDocOf(source, moduleName) {
  for (const match of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = match[1].split('\n').map((line) => line.replace(/^\s*\*? ?/, '').trimEnd());
    const tagAt = lines.findIndex((line) => line.startsWith('@caching'));
    if (tagAt < 0) continue;
    const tag = /^@caching\s+(\S+)\s*(.*)$/.exec(lines[tagAt]);
    if (!tag || !(tag[1] in CACHING_KINDS)) {
      throw new Error(
        `${moduleName}: "@caching" must be followed by one of ${Object.keys(CACHING_KINDS).join(', ')}; got "${lines[tagAt]}".`,
      );
    }
    const firstTag = lines.findIndex((line) => line.startsWith('@'));
    const text = lines.slice(0, firstTag).join(' ').replace(/\s+/g, ' ').trim();
    if (!text)
      throw new Error(`${moduleName}: its route doc comment has an @caching tag but no description before it.`);
    const sentence = /^(.*?[.!?])(?=\s+[A-Z0-9`"'(]|$)/s.exec(text)?.[1] ?? text;
    return { description: sentence, caching: tag[1], cachingNote: tag[2].trim() };
  }
  throw new Error(
    `${moduleName} has no route doc comment: give it a /** … */ whose first sentence says what the route does, ending ` +
      `with a line "@caching public|private|no-store" (see scripts/docs-generate.mjs).`,
  );
}

/** React Router's path of a route config entry as an address: `/`, `/t/:slug`, `/*`. */
const addressOf = (entry) => (entry.index ? '/' : `/${entry.path ?? ''}`);

/**
 * The routes table's rows from the flat route config and a module reader. An entry whose id starts with another
 * locale's alias (`fr-ca/…`) is a copy of a default-locale entry: it is folded into that entry's row.
 */
export function routeRows(config, readModule, localeAliases) {
  const aliasPrefix = new RegExp(`^(?:${localeAliases.join('|')})/`);
  const copies = new Set(
    config
      .filter((entry) => aliasPrefix.test(entry.id ?? ''))
      .map((entry) => `${entry.file}\0${addressOf(entry).replace(/^\/[^/]+/, '')}`),
  );
  return config
    .filter((entry) => !aliasPrefix.test(entry.id ?? ''))
    .map((entry) => {
      const address = addressOf(entry);
      const doc = routeDocOf(readModule(entry.file), entry.file);
      return { address, module: entry.file, underLocales: copies.has(`${entry.file}\0${address}`), ...doc };
    });
}

export function routesTable(rows) {
  const lines = ['| Path | Module | What it does | Caching |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    const address = `\`${row.address}\`${row.underLocales ? ' ⁺' : ''}`;
    const module = `[\`${row.module}\`](../../packages/storefront/app/${row.module})`;
    const caching = `${row.caching}${row.cachingNote ? ` ${row.cachingNote}` : ''}`;
    lines.push(`| ${address} | ${module} | ${escapeCell(row.description)} | ${escapeCell(caching)} |`);
  }
  return lines.join('\n');
}

/** The source of one schema field (`NAME: …` up to its `.describe(`), for telling its type. */
function fieldSource(schemaSource, name) {
  const start = schemaSource.search(new RegExp(`^  ${name}:`, 'm'));
  if (start < 0) throw new Error(`env.server.ts: no field "${name}" written as "  ${name}: …" in the schema's source.`);
  const end = schemaSource.indexOf('.describe(', start);
  return schemaSource.slice(start + name.length + 3, end < 0 ? undefined : end);
}

/** What kind of value a variable takes, told from the schema helper its field is built with. */
export function typeOf(source, defaultValue) {
  const choices =
    /oneOf\([^,]+,\s*value,\s*\[([^\]]+)\]/.exec(source) ?? /value !== ('[^']+') && value !== ('[^']+')/.exec(source);
  if (choices) {
    const values = choices[2] ? [choices[1], choices[2]] : choices[1].split(',');
    return values.map((value) => `\`${value.trim().replace(/^'|'$/g, '')}\``).join(' or ');
  }
  if (/^\s*port\(/.test(source)) return 'port (1–65535)';
  if (/^\s*flag\(\)/.test(source) || typeof defaultValue === 'boolean') return 'flag';
  if (/^\s*onOff\(/.test(source)) return '`on` or `off`';
  if (/originSources\(/.test(source)) return 'list of origins';
  if (/trustedProxies\(/.test(source)) return 'list of addresses';
  if (/parsePreviewEnvironments\(/.test(source)) return 'JSON';
  if (/list\(value/.test(source)) return 'comma-separated list';
  if (/wholeNumber|\\d\+|wholeNumberOr/.test(source)) return 'whole number';
  if (/^\s*url\(|httpUrl\(|secureUrl\(|new URL\(/.test(source)) return 'URL';
  return 'text';
}

function defaultCell(value, type, required) {
  let cell;
  if (value === undefined) cell = '—';
  else if (Array.isArray(value)) cell = value.length ? `\`${value.join(',')}\`` : 'none';
  else if (typeof value === 'boolean' && type === 'flag') cell = value ? 'on' : 'off';
  else cell = `\`${value}\``;
  return required ? `${cell} (required in production without \`RIDGELINE_SANDBOX\`)` : cell;
}

export function environmentRows({ envSchema, ENV_VARIABLES, REQUIRED_WITHOUT_SANDBOX }, schemaSource) {
  const defaults = envSchema.parse({});
  return ENV_VARIABLES.map((name) => {
    const description = envSchema.shape[name].description;
    if (!description) throw new Error(`env.server.ts: ${name} has no .describe() text.`);
    const type = typeOf(fieldSource(schemaSource, name), defaults[name]);
    return {
      name,
      type,
      default: defaultCell(defaults[name], type, name in REQUIRED_WITHOUT_SANDBOX),
      meaning: description,
    };
  });
}

export function environmentTable(rows) {
  const lines = ['| Variable | Type | Default | Meaning |', '| --- | --- | --- | --- |'];
  for (const row of rows)
    lines.push(
      `| \`${row.name}\` | ${escapeCell(row.type)} | ${escapeCell(row.default)} | ${escapeCell(row.meaning)} |`,
    );
  return lines.join('\n');
}

/** The generated tables, by name, from the code as it is now. */
export async function generatedTables() {
  const importTs = (file) => tsImport(pathToFileURL(path.join(storefrontApp, file)).href, import.meta.url);
  const routes = await importTs('routes.ts');
  const { SHOP_LOCALES } = await importTs('platform/urls.ts');
  const env = await importTs('platform/env.server.ts');
  const rows = routeRows(
    routes.default,
    (file) => readFileSync(path.join(storefrontApp, file), 'utf8'),
    SHOP_LOCALES.map((locale) => locale.alias),
  );
  const schemaSource = readFileSync(path.join(storefrontApp, 'platform', 'env.server.ts'), 'utf8');
  return { routes: routesTable(rows), environment: environmentTable(environmentRows(env, schemaSource)) };
}

const markers = (name) => [`<!-- generated: ${name} -->`, `<!-- /generated: ${name} -->`];

/** The table between a document's markers; throws when the markers are missing. */
export function tableIn(document, name) {
  const [open, close] = markers(name);
  const start = document.indexOf(open);
  const end = document.indexOf(close);
  if (start < 0 || end < start) throw new Error(`missing "${open}" … "${close}" markers`);
  return document.slice(start + open.length, end).trim();
}

export function withTable(document, name, table) {
  const [open, close] = markers(name);
  tableIn(document, name);
  return `${document.slice(0, document.indexOf(open) + open.length)}\n${table}\n${document.slice(document.indexOf(close))}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tables = await generatedTables();
  for (const [name, file] of Object.entries(GENERATED_DOCUMENTS)) {
    const full = path.join(repoRoot, file);
    const before = readFileSync(full, 'utf8');
    const after = withTable(before, name, tables[name]);
    if (after !== before) writeFileSync(full, after);
    console.log(`${after === before ? 'unchanged' : 'written  '} ${file}`);
  }
}
