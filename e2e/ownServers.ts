import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * A sandbox and a production storefront of a spec file's own, for what the shared servers of playwright.config.ts
 * cannot do: stop and start the sandbox on the same data folder mid-test (nothing a shopper did may be lost), count a
 * cold server's renders, or run the storefront with other settings. Each costs a few seconds to start, so a spec that
 * can use the shared servers does.
 */

/** A port the system has free right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The storefront's log lines that say something went wrong: attach them to a failing test's report. */
const PROBLEM_LINE = /"level":"(?:warn|error)"|Error/;

export interface OwnSandbox {
  readonly port: number;
  readonly origin: string;
  readonly dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops and starts again on the same data folder. */
  restart(): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * A sandbox on a free port with a data folder of its own (named after `name`), started by `start()`. `env`: more
 * variables, read at each start (they may name a server started after this one was made).
 */
export async function ownSandbox(
  name: string,
  options: { env?: () => Record<string, string> } = {},
): Promise<OwnSandbox> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `ridgeline-e2e-${name}-`));
  let child: ChildProcess | undefined;
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const start = async () => {
    child = spawn(process.execPath, ['packages/sandbox/dist/cli.js'], {
      env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: dataDir, ...options.env?.() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // listening (no answer yet is 0) and past opening its database (a 5xx until then)
    await expect
      .poll(
        async () => {
          const status = (await fetch(`${origin}/`).catch(() => undefined))?.status ?? 0;
          return status > 0 && status < 500;
        },
        { timeout: 120_000 },
      )
      .toBe(true);
  };
  return {
    port,
    origin,
    dataDir,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OwnStorefront {
  readonly origin: string;
  /** Everything it wrote to stdout so far (its JSON log lines). */
  log(): string;
  /** Its warning and error lines so far. */
  problems(): string[];
  stop(): void;
}

/**
 * The production storefront (`packages/storefront/server.mjs`) on a free port, with `env` over the usual settings.
 * `SANDBOX_PORT` in `env` names the sandbox it runs beside: a production storefront is told so by `RIDGELINE_SANDBOX`.
 */
export async function ownStorefront(env: Record<string, string>): Promise<OwnStorefront> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const { SANDBOX_PORT: sandboxPort, ...settings } = env;
  const sandbox = sandboxPort
    ? {
        RIDGELINE_SANDBOX: `http://localhost:${sandboxPort}`,
        DECISION_ENGINE_URL: `http://localhost:${sandboxPort}/api/engine/v1`,
      }
    : {};
  const child = spawn(process.execPath, ['server.mjs', 'build/server/index.js'], {
    cwd: path.resolve('packages/storefront'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      RENDER_BUDGET_MS: '10000',
      ...sandbox,
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const problems: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (PROBLEM_LINE.test(line)) problems.push(line.slice(0, 500));
    });
  }
  // ready once it answers; the probe is an address no test uses
  await expect
    .poll(async () => (await fetch(`${origin}/__ready-probe`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(404);
  return { origin, log: () => log, problems: () => [...problems], stop: () => child.kill('SIGTERM') };
}
