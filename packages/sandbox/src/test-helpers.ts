import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    throw new Error(`The dc-delivery-sdk-js fixtures were not found at ${dir}; they are part of the repository (restore them with git).`);
  }
  return dir;
};

/** Starts a sandbox on a free port, collecting load problems instead of printing them. */
export async function startTestSandbox(
  options: SandboxOptions = {},
): Promise<Sandbox & { problems: StoreProblem[] }> {
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
