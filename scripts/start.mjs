#!/usr/bin/env node
// Starts the demo stack in production mode: the sandbox (Content Delivery 2 + media) and the storefront.
// With AMPLIENCE_HUB set, the storefront talks to that hub and no sandbox is started.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const useSandbox = !process.env.AMPLIENCE_HUB;
const children = [];

/**
 * The production storefront refuses to start without SESSION_SECRET (it seals the shopper's session cookie). This
 * demo launcher makes one on the first start and keeps it in `.sandbox-data/session-secret` (git-ignored, owner-only),
 * so sign-ins survive a restart; a real deployment sets SESSION_SECRET itself.
 */
function demoSessionSecret() {
  const dir = path.join(root, '.sandbox-data');
  const file = path.join(dir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`SESSION_SECRET not set: generated one for this machine in ${path.relative(root, file)}`);
  return secret;
}
const sessionSecret = process.env.SESSION_SECRET ?? demoSessionSecret();
// The storefront never imports the sandbox: beside it, it previews the sandbox's demo staging environments because
// they are passed here (unless PREVIEW_ENVIRONMENTS names others).
const previewEnvironments =
  process.env.PREVIEW_ENVIRONMENTS ??
  (useSandbox
    ? JSON.stringify((await import('../packages/sandbox/dist/environments.js')).DEMO_STAGING_ENVIRONMENTS)
    : undefined);

function run(name, command, args, env, cwd = root) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} exited (${signal ?? code}); stopping.`);
    shutdown(typeof code === 'number' && code !== 0 ? code : 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (useSandbox) {
  // Baskets and orders persist across restarts in .sandbox-data (git-ignored; delete it to start over).
  const dataDir = process.env.SANDBOX_DATA_DIR ?? path.join(root, '.sandbox-data');
  run('sandbox', process.execPath, ['packages/sandbox/dist/cli.js'], {
    SANDBOX_PORT: sandboxPort,
    SANDBOX_DATA_DIR: dataDir,
  });
  // the first start on a machine creates the embedded database's cluster, which can take a minute
  await waitFor(`http://localhost:${sandboxPort}/`, 120_000);
}

// The storefront's server (packages/storefront/server.mjs): precompressed immutable assets, graceful stop.
run(
  'storefront',
  process.execPath,
  [path.join(root, 'packages/storefront/server.mjs'), 'build/server/index.js'],
  {
    NODE_ENV: 'production',
    SESSION_SECRET: sessionSecret,
    PORT: port,
    // The storefront never assumes a sandbox: told where it is, it takes the sandbox's defaults for whatever is not
    // configured (content, commerce, newsletter…). With AMPLIENCE_HUB no sandbox runs, and production needs the rest.
    ...(useSandbox ? { RIDGELINE_SANDBOX: `http://localhost:${sandboxPort}` } : {}),
    // the sandbox's decision engine for /monetate-example-1 and -2 (a production storefront has none unless told)
    ...(useSandbox
      ? { DECISION_ENGINE_URL: process.env.DECISION_ENGINE_URL ?? `http://localhost:${sandboxPort}/api/engine/v1` }
      : {}),
    ...(previewEnvironments ? { PREVIEW_ENVIRONMENTS: previewEnvironments } : {}),
    // the wish list is off by default (a storefront flag); the demo shows it
    WISHLIST_ENABLED: '1',
    // the sandbox answers the progressive-profiling API: the profile banner and drawer are on (unless set otherwise)
    ...(useSandbox ? { PROGRESSIVE_PROFILING: process.env.PROGRESSIVE_PROFILING ?? '1' } : {}),
  },
  path.join(root, 'packages/storefront'),
);
await waitFor(`http://localhost:${port}/`, 60_000);
console.log(`\nRidgeline storefront: http://localhost:${port}\n`);
