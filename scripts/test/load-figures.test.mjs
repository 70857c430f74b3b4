// The arithmetic behind `npm run load`'s figures; the load run itself only prints.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cpuTicksFromProcStat,
  htmlLang,
  loadRow,
  markdownTable,
  mb,
  rssFromProcStatus,
  segmentTally,
  staticRatio,
  throughputRatio,
} from '../load/figures.mjs';

const result = (average, extra = {}) => ({
  requests: { average, total: average * 60 },
  latency: { p50: 12, p99: 80 },
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  statusCodeStats: { 200: { count: average * 60 } },
  ...extra,
});

test('rssFromProcStatus reads VmRSS in bytes, and fails without it', () => {
  assert.equal(rssFromProcStatus('Name:\tnode\nVmRSS:\t  204800 kB\nThreads:\t11\n'), 204800 * 1024);
  assert.throws(() => rssFromProcStatus('Name:\tnode\n'), /VmRSS/);
});

test('cpuTicksFromProcStat sums utime and stime, counting fields after the command name', () => {
  const stat = '4866 (node (x) y) S 4850 4866 1 0 -1 4194304 21334 0 0 0 1234 567 0 0 20 0 11 0 9000 1000 100';
  assert.equal(cpuTicksFromProcStat(stat), 1234 + 567);
  assert.throws(() => cpuTicksFromProcStat('1 (node) S'), /utime/);
});

test('a row carries the figures of its run', () => {
  const row = loadRow('/', result(1500, { errors: 2, timeouts: 1, non2xx: 3 }), 100 * 1024 * 1024, 150 * 1024 * 1024);
  assert.deepEqual(
    [row.requestsPerSecond, row.p50, row.p99, row.requests, row.errors, row.timeouts, row.non2xx],
    [1500, 12, 80, 90000, 2, 1, 3],
  );
  assert.equal(mb(row.rssAfter), '150.0');
  assert.equal(row.statuses, '200×90000');
});

test('the static ratio is page throughput over static-file throughput, the target met at 0.5', () => {
  const page = loadRow('/', result(900), 0, 0);
  assert.deepEqual(staticRatio(page, loadRow('static', result(1000), 0, 0)), {
    ratio: 0.9,
    target: 0.5,
    met: true,
    cpuRatio: Number.NaN,
  });
  const cpu = staticRatio(loadRow('/', result(10), 0, 0, 600 * 2), loadRow('static', result(10), 0, 0, 600));
  assert.equal(cpu.cpuRatio, 0.5);
  assert.equal(staticRatio(page, loadRow('static', result(2000), 0, 0)).met, false);
  assert.ok(Number.isNaN(staticRatio(page, loadRow('static', result(0), 0, 0)).ratio));
});

test('the markdown table has a header, an alignment row and a row per run', () => {
  const table = markdownTable([loadRow('/', result(1500.4), 100 * 1024 * 1024, 120 * 1024 * 1024, 45012, 1)]).split(
    '\n',
  );
  assert.equal(table.length, 3);
  assert.equal(table[2], '| / | 1500 | 12 | 80 | 90024 | 200×90024 | 0 | 0 | 0 | 1 | 100.0 | 120.0 | 0.50 |');
});

test('the junk flood is compared with the cached product page: ratio of throughputs, target met at 0.5', () => {
  const product = loadRow('product', result(1000), 0, 0);
  assert.deepEqual(throughputRatio(loadRow('junk', result(600), 0, 0), product), {
    ratio: 0.6,
    target: 0.5,
    met: true,
  });
  assert.deepEqual(throughputRatio(loadRow('junk', result(37), 0, 0), product), {
    ratio: 0.037,
    target: 0.5,
    met: false,
  });
  const none = throughputRatio(loadRow('junk', result(600), 0, 0), loadRow('product', result(0), 0, 0));
  assert.ok(Number.isNaN(none.ratio));
  assert.equal(none.met, false);
});

test('htmlLang reads the lang of the <html> element only', () => {
  assert.equal(htmlLang('<!DOCTYPE html><html lang="fr-CA" data-url-style="query"><body lang="en">'), 'fr-CA');
  assert.equal(htmlLang('<html data-x="1" lang="en-CA">'), 'en-CA');
  assert.equal(htmlLang('<html><p lang="fr-CA">'), undefined);
  assert.equal(htmlLang(undefined), undefined);
});

test('the segment tally counts a wrong <html lang> as a mismatch and a non-200 as a failure', () => {
  const tally = segmentTally();
  tally.record('en-US', 200, '<html lang="en-US">');
  tally.record('fr-CA', 200, '<html lang="fr-CA">');
  assert.equal(tally.summary().ok, true);
  tally.record('en-CA', 200, '<html lang="fr-CA">');
  tally.record('fr-CA', 503, 'busy');
  assert.deepEqual(tally.summary(), {
    checked: 4,
    mismatches: 1,
    failures: 1,
    byLang: { 'en-US': 1, 'fr-CA': 1, 'en-CA': 1 },
    ok: false,
  });
  assert.equal(segmentTally().summary().ok, false);
});
