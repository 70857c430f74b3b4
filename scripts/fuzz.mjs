#!/usr/bin/env node
// npm run fuzz [-- --runs 10000] [--seed 1]: generated malformed content through preparation and the server
// render of real blocks, beside valid ones; prints a summary and exits 1 on any crash or lost sibling block.
// Needs the packages built (`npm run build`). See scripts/fuzz/contentFuzz.mjs for what is generated and checked.
import { parseArgs } from 'node:util';

// Production builds of React and Emotion, as a production server renders (see scripts/bench.mjs).
process.env.NODE_ENV ||= 'production';
const { formatFuzzSummary, runContentFuzz } = await import('./fuzz/contentFuzz.mjs');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' } } });
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--runs <count>] [--seed <integer>]');
  process.exit(2);
}

const started = performance.now();
let reported = 0;
const summary = await runContentFuzz({
  runs,
  seed,
  onProgress(done) {
    if (done - reported >= 500 || done === runs) {
      reported = done;
      process.stderr.write(`  ${done.toLocaleString('en-US')} / ${runs.toLocaleString('en-US')}\n`);
    }
  },
});
console.log(formatFuzzSummary(summary, (performance.now() - started) / 1000));
process.exit(summary.crashes.length > 0 || summary.lostSiblings.length > 0 ? 1 : 0);
