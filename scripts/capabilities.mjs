// The capability tables (docs/reference/capabilities/*.md) say, row by row, what is built and which test proves it.
// This script keeps their counts true (`npm run docs:capabilities` rewrites them) and lists the rows that name a test
// their linked file does not contain; scripts/test/capabilities.test.mjs fails on either.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableIn, withTable } from './docs-generate.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SUMMARY = 'docs/reference/capabilities.md';
/** The parts, in the summary's order: its file and what its summary row says it covers. */
export const PARTS = [
  {
    file: 'docs/reference/capabilities/shell.md',
    title: 'The page shell',
    covers:
      'header, category menus, search, account drawer, basket indicator, overlays, checkout header and footer, offline handling, recommendation and activity calls',
  },
  {
    file: 'docs/reference/capabilities/accounts.md',
    title: 'Accounts',
    covers:
      'sign-in dialog, registration, password reset, passwordless and social login, progressive profiling, wish list, compare, store locator',
  },
  {
    file: 'docs/reference/capabilities/catalogue.md',
    title: 'Catalogue and content',
    covers:
      'product tile and prices, search and browse, routes and URLs, CMS blocks and their fields, newsletter, preview toolbar, merchandiser toolkit, reservation timer, loyalty tracker, constants',
  },
];
export const STATUSES = ['built', 'partly', 'not built', 'choice'];

/** A table row's cells, split on unescaped pipes. */
const cellsOf = (line) =>
  line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The capability rows of a part (five cells: capability, status, where, tested by, note), outside the counts. */
export function capabilityRows(document) {
  const body = document.split('<!-- generated: capability-counts -->')[0];
  return body
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map(cellsOf)
    .filter((cells) => cells.length === 5 && cells[0] !== 'Capability')
    .map(([capability, status, where, testedBy, note]) => ({
      capability,
      status: status.replace(/\*/g, ''),
      where,
      testedBy,
      note,
    }));
}

export function countsOf(rows) {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

export const countsTable = (counts) =>
  [
    '| Status | Rows |',
    '| --- | --- |',
    ...STATUSES.map((status) => `| **${status}** | ${counts[status]} |`),
    `| all | ${STATUSES.reduce((sum, status) => sum + counts[status], 0)} |`,
  ].join('\n');

export function summaryTable(partCounts) {
  const total = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rows = PARTS.map((part, index) => {
    const counts = partCounts[index];
    for (const status of STATUSES) total[status] += counts[status];
    const link = `[${part.title}](${path.relative(path.dirname(SUMMARY), part.file)})`;
    const all = STATUSES.reduce((sum, status) => sum + counts[status], 0);
    return line([link, part.covers, ...STATUSES.map((status) => counts[status]), all]);
  });
  const all = STATUSES.reduce((sum, status) => sum + total[status], 0);
  return [
    line(['part', 'what it covers', ...STATUSES, 'rows']),
    line(['---', '---', ...STATUSES.map(() => '---:'), '---:']),
    ...rows,
    line(['all', '', ...STATUSES.map((status) => total[status]), all]),
  ].join('\n');
}

/**
 * The quoted test names of a row's "tested by" cell that its linked test file does not contain. A name is the
 * quoted text after a link (single or double quotes, at least six characters); the file is the link before it.
 */
export function missingTestNames(part, row) {
  const missing = [];
  let source;
  for (const piece of row.testedBy.split(/(\[[^\]]+\]\([^)]+\))/)) {
    const link = /^\[[^\]]+\]\(([^)#]+)(#[^)]*)?\)$/.exec(piece);
    if (link) {
      const file = path.resolve(repoRoot, path.dirname(part), link[1]);
      source = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      continue;
    }
    if (source === undefined) continue;
    for (const match of piece.matchAll(/'([^']{6,}?)'(?=[,;)( ]|$)|"([^"]{6,}?)"(?=[,;)( ]|$)/g)) {
      // a long name may be cut with "…": what comes before it must be in the file
      const name = (match[1] ?? match[2]).replace(/\\\|/g, '|').replace(/[,;]? …$/, '');
      const spellings = [name, name.replace(/'/g, "\\'"), name.replace(/"/g, '\\"')];
      if (!spellings.some((spelling) => source.includes(spelling))) missing.push(name);
    }
  }
  return missing;
}

/** Every part's rows and counts, and the documents with their counts rewritten. */
export function capabilityDocuments() {
  const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');
  const parts = PARTS.map((part) => {
    const document = read(part.file);
    const rows = capabilityRows(document);
    const counts = countsOf(rows);
    return { ...part, document, rows, counts, written: withTable(document, 'capability-counts', countsTable(counts)) };
  });
  const summary = read(SUMMARY);
  return {
    parts,
    summary: {
      file: SUMMARY,
      document: summary,
      written: withTable(summary, 'capability-summary', summaryTable(parts.map((part) => part.counts))),
    },
  };
}

export { tableIn };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { parts, summary } = capabilityDocuments();
  for (const { file, document, written } of [...parts, summary]) {
    if (written !== document) writeFileSync(path.join(repoRoot, file), written);
    console.log(`${written === document ? 'unchanged' : 'written  '} ${file}`);
  }
}
