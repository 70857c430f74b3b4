import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { packageRoot } from './paths.js';
import { startSandbox, type Sandbox, type SandboxOptions } from './server.js';
import type { StoreProblem } from './store.js';

export const fixturesDir = path.join(packageRoot, 'test-fixtures');
export const repoRoot = path.resolve(packageRoot, '..', '..');

/** Real Amplience payloads kept in the repository (origin and licence of each: the folder's README). */
export const amplienceSamplesDir = path.join(repoRoot, 'test-fixtures', 'amplience-samples');

export const sdkFixturesDir = (): string => {
  const dir = path.join(amplienceSamplesDir, 'dc-delivery-sdk-js/src/lib/content/coordinators/__fixtures__/v2');
  if (!existsSync(dir)) {
    throw new Error(
      `The dc-delivery-sdk-js fixtures were not found at ${dir}; they are part of the repository (restore them with git).`,
    );
  }
  return dir;
};

/** Starts a sandbox on a free port, collecting load problems instead of printing them. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<Sandbox & { problems: StoreProblem[] }> {
  const problems: StoreProblem[] = [];
  const sandbox = await startSandbox({ port: 0, onProblem: (p) => problems.push(p), ...options });
  return Object.assign(sandbox, { problems });
}

/** Writes items (each a delivery body) into a fresh temp folder, one file each. */
export function tempContent(items: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-sandbox-'));
  for (const [file, body] of Object.entries(items)) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  }
  return dir;
}

type CommerceOptions = Exclude<SandboxOptions['commerce'], false | undefined>;

/**
 * The sandboxes and data folders of one test file, closed and removed after its tests (`afterAll`): `start` a
 * sandbox with commerce options, `stop` one early (a restart), `dataDir` a fresh folder for a persistent database.
 */
export function testSandboxes() {
  const running: Sandbox[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(running.map((sandbox) => sandbox.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async start(commerce: CommerceOptions = {}) {
      const sandbox = await startTestSandbox({ commerce });
      running.push(sandbox);
      return sandbox;
    },
    async stop(sandbox: Sandbox) {
      await sandbox.close();
      running.splice(running.indexOf(sandbox), 1);
    },
    dataDir(name: string) {
      const dir = mkdtempSync(path.join(tmpdir(), `ridgeline-sandbox-${name}-`));
      dirs.push(dir);
      return dir;
    },
  };
}
