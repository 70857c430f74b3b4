// The servers `npm run bench` starts, and the guarantee that it stops every one of them: on success, on an error,
// and on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

const stops = [];
let stopping;

/** Registers how to stop something the bench started; `stopAll` runs these in reverse order. */
export function onStop(stop) {
  stops.push(stop);
}

/** Stops everything registered, last started first; an error stopping one does not keep the others running. */
export function stopAll() {
  stopping ??= (async () => {
    while (stops.length > 0) {
      const stop = stops.pop();
      try {
        await stop();
      } catch (error) {
        console.error(`bench: stopping failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping its servers and browsers`);
    stopAll().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
  });
}

/** `BENCH_*_PORT` from the environment when set, else a port the system has free right now. */
export async function portFrom(variable) {
  const fixed = process.env[variable];
  if (fixed) return Number(fixed);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: its server exited before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * The production storefront (`packages/storefront/server.mjs` over its build), as `npm start` runs it, against
 * the sandbox on `sandboxPort`. Resolves to its origin once `/` answers 200; stopped by `stopAll`. `onSpawn` is given
 * the child process (its pid and, with `stdout: 'pipe'`, its log, for `npm run load`'s figures).
 */
export async function startStorefront(root, { port, sandboxPort, onSpawn, stdout = 'ignore' }) {
  const storefront = spawn(
    process.execPath,
    [path.join(root, 'packages/storefront/server.mjs'), 'build/server/index.js'],
    {
      cwd: path.join(root, 'packages/storefront'),
      // a production server needs SESSION_SECRET: a run of its own gets a fresh one (sessions do not outlive the run)
      // and is told which sandbox it runs beside (it never assumes one)
      env: {
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        RIDGELINE_SANDBOX: `http://localhost:${sandboxPort}`,
      },
      stdio: ['ignore', stdout, 'pipe'],
    },
  );
  onSpawn?.(storefront);
  let stderr = '';
  storefront.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => storefront.once('exit', resolve));
  const alive = () => storefront.exitCode === null && storefront.signalCode === null;
  // Last resort when the bench dies without running its cleanup (an uncaught exception): no orphaned server.
  const killOnExit = () => storefront.kill('SIGKILL');
  process.once('exit', killOnExit);
  onStop(async () => {
    process.off('exit', killOnExit);
    if (!alive()) return;
    storefront.kill('SIGTERM');
    const timer = setTimeout(() => storefront.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  });
  const origin = `http://localhost:${port}`;
  try {
    await waitForHttp(`${origin}/`, 60_000, alive);
  } catch (error) {
    throw new Error(`${error.message}\nstorefront stderr:\n${stderr}`, { cause: error });
  }
  return origin;
}
