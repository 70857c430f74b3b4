// The capability tables are how the team and its readers know what is built (issue 24): their counts must be the
// rows' own, every row must have one of the four statuses, and every test a row names must be in the file it links.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityDocuments, capabilityRows, missingTestNames, STATUSES } from '../capabilities.mjs';

test('the counts are the rows’ own (run `npm run docs:capabilities` when this fails)', () => {
  const { parts, summary } = capabilityDocuments();
  for (const { file, document, written } of [...parts, summary]) {
    assert.equal(document, written, `${file}: its counts are stale; run npm run docs:capabilities`);
  }
});

test('every row has one of the four statuses', () => {
  for (const part of capabilityDocuments().parts) {
    assert.ok(part.rows.length > 100, `${part.file}: only ${part.rows.length} rows read`);
    for (const row of part.rows) {
      assert.ok(STATUSES.includes(row.status), `${part.file}: "${row.capability}" has status "${row.status}"`);
    }
  }
});

test('every test a row names is in the file the row links before it', () => {
  const missing = capabilityDocuments().parts.flatMap((part) =>
    part.rows.flatMap((row) =>
      missingTestNames(part.file, row).map((name) => `${part.file}: "${row.capability}" names '${name}'`),
    ),
  );
  assert.deepEqual(missing, []);
});

test('a name the linked file does not hold is reported, and one it holds is not', () => {
  const [row] = capabilityRows(
    "| Capability | Status | Where | Tested by | Note |\n| --- | --- | --- | --- | --- |\n| X | **built** | | [capabilities.mjs](../../../scripts/capabilities.mjs) 'The capability tables (docs', 'a test nobody wrote', 'The capability tables (docs/reference …' | |\n",
  );
  assert.deepEqual(missingTestNames('docs/reference/capabilities/shell.md', row), ['a test nobody wrote']);
});
