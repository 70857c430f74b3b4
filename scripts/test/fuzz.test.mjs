// A fixed share of the content fuzz (`npm run fuzz` runs 10,000 payloads with a new seed each time): the same 200
// generated malformed payloads on every run, through preparation and the server render of the real blocks. No
// timing is asserted; the summary's figures are for `npm run fuzz` to print.
import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.NODE_ENV ||= 'production';
const { formatFuzzSummary, runContentFuzz } = await import('../fuzz/contentFuzz.mjs');

const RUNS = 200;
const SEED = 20_260_413;

test(`${RUNS} malformed payloads (seed ${SEED}): no crash, no valid sibling block lost`, async () => {
  const summary = await runContentFuzz({ runs: RUNS, seed: SEED });
  const report = formatFuzzSummary(summary, 0);
  assert.equal(summary.runs, RUNS);
  assert.deepEqual(summary.crashes, [], report);
  assert.deepEqual(summary.lostSiblings, [], report);
  // The payloads did reach every failure path: they are malformed, and preparation said so.
  for (const kind of ['invalid-content', 'missing-schema', 'unknown-schema'])
    assert.ok(summary.failureKinds[kind] > 0, `no ${kind} failure in ${report}`);
});
