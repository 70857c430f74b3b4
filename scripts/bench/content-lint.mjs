#!/usr/bin/env node
// The content lint's speed on a large export (README, "Benchmarks"; the renderer README, "Content lint"): the demo
// content copied into a dc-cli export of ≥ 10,000 items (each copy's ids, links and delivery keys renamed, so the
// copies link among themselves and stay clean), linted, beside the floor of the same run: the lint's own reader
// (traversal, read-ahead, JSON.parse) with nothing checked. Printed as seconds, items per second and the ratio lint / floor.
// Run alone with `node scripts/bench/content-lint.mjs` (after `npm run build`), or as the last section of `npm run bench`.
// `node scripts/bench/content-lint.mjs --write-export <empty folder>` only writes the export (the same bytes at every
// run), to time the command itself: `/usr/bin/time -v npx ridgeline content lint <folder>` (wall time, peak RSS).
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ITEMS = 10_000;

/** Copies of the demo items, as dc-cli writes an export (`{ id, body }`), until there are at least `ITEMS`. */
export async function writeExport(target, readContentExport) {
  const demo = [];
  for await (const entry of readContentExport(path.join(root, 'packages/sandbox/content'))) {
    if (entry.ok) demo.push(entry.body);
  }
  const copies = Math.ceil(ITEMS / demo.length);
  for (let copy = 0; copy < copies; copy += 1) {
    const folder = path.join(target, `copy-${String(copy).padStart(3, '0')}`);
    await mkdir(folder);
    const rename = (text) =>
      text
        .replace(/"(id|deliveryId)": "([0-9a-f-]{36})"/g, `"$1": "$2-${copy}"`)
        .replace(/"deliveryKey": "([^"]+)"/g, `"deliveryKey": "$1-${copy}"`);
    for (const [index, body] of demo.entries()) {
      const renamed = JSON.parse(rename(JSON.stringify(body, null, 1)));
      const item = { id: renamed._meta.deliveryId, body: renamed };
      await writeFile(path.join(folder, `item-${index}.json`), JSON.stringify(item));
    }
  }
  return copies * demo.length;
}

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function timed(work) {
  const wall = performance.now();
  const cpu = cpuSeconds();
  const result = await work();
  return { result, wall: (performance.now() - wall) / 1000, cpu: cpuSeconds() - cpu };
}

export async function benchContentLint() {
  const { lintExport, readContentExport, readSchemas } = await import(
    pathToFileURL(path.join(root, 'packages/renderer/dist/cli.mjs')).href
  );
  const customerGroups = JSON.parse(
    await readFile(path.join(root, 'packages/sandbox/catalog/customer-groups.json'), 'utf8'),
  ).map((group) => group.id);
  const target = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-lint-bench-'));
  try {
    const items = await writeExport(target, readContentExport);
    const schemas = await readSchemas(path.join(root, 'schemas'));
    // Alternating rounds, so neither side always runs on a warmer (or busier) machine; the median round counts.
    const rounds = [];
    for (let round = 0; round < 3; round += 1) {
      // the floor: the lint's own reader (same traversal, same read-ahead, JSON.parse), with nothing checked
      const floor = await timed(async () => {
        let files = 0;
        for await (const entry of readContentExport(target)) if (entry.ok) files += 1;
        return files;
      });
      const lint = await timed(() => lintExport(target, { schemas, customerGroups }));
      if (lint.result.items !== items || lint.result.errors !== 0)
        throw new Error(`bench: the generated export should lint clean: ${JSON.stringify(lint.result.findings[0])}`);
      rounds.push({ floor, lint });
    }
    rounds.sort((a, b) => a.lint.wall - b.lint.wall);
    const { floor, lint } = rounds[1];
    console.log(`\nContent lint of a generated dc-cli export (${items} items, median of 3 rounds)`);
    console.table([
      {
        task: 'ridgeline content lint',
        'wall (s)': lint.wall.toFixed(2),
        'CPU (s)': lint.cpu.toFixed(2),
        'items/s': Math.round(items / lint.wall),
      },
      {
        task: 'floor: read + JSON.parse',
        'wall (s)': floor.wall.toFixed(2),
        'CPU (s)': floor.cpu.toFixed(2),
        'items/s': Math.round(items / floor.wall),
      },
    ]);
    console.log(`ratio lint / floor (wall): ${(lint.wall / floor.wall).toFixed(1)}`);
  } finally {
    await rm(target, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--write-export');
  if (at === -1) await benchContentLint();
  else {
    const target = path.resolve(process.argv[at + 1] ?? '');
    await mkdir(target, { recursive: true });
    const { readContentExport } = await import(pathToFileURL(path.join(root, 'packages/renderer/dist/cli.mjs')).href);
    console.log(`${await writeExport(target, readContentExport)} items written to ${target}`);
  }
}
