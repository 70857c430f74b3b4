import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * How the storefront starts (server.mjs with the server build): production names no sandbox by default, and the demo
 * launcher (`npm start`, scripts/start.mjs) names the sandbox itself.
 */
const storefront = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverBuild = path.join(storefront, 'build/server/index.js');

/** server.mjs run with exactly `env` (no inherited variable), as a fresh deployment with nothing configured would. */
function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(storefront, 'server.mjs'), serverBuild], {
    cwd: storefront,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    // a start that passed the config check would listen: a bounded wait instead of a hang (it must not get there)
    timeout: 30_000,
  });
}

describe('starting the production server', () => {
  it.skipIf(!existsSync(serverBuild))(
    'in production with nothing set it stops before listening, naming each missing variable (no sandbox default)',
    // loading the server build takes seconds on a busy machine: a bound, not a speed
    { timeout: 60_000 },
    () => {
      const started = startServer({ NODE_ENV: 'production', PORT: '0' });
      expect(started.status).toBe(1);
      for (const variable of ['SESSION_SECRET', 'COMMERCE_SHORT_CODE', 'COMMERCE_CLIENT_ID', 'COMMERCE_SITE_ID'])
        expect(started.stderr).toContain(variable);
      expect(started.stderr).toContain('required in production without RIDGELINE_SANDBOX');
      // a configuration problem, not a crash: one message, no stack trace
      expect(started.stderr).not.toMatch(/\n\s+at /);
      expect(started.stdout).not.toContain('server-listening');
    },
  );

  it('npm start (scripts/start.mjs) tells the storefront where the sandbox is: the app itself assumes none', () => {
    const launcher = readFileSync(path.resolve(storefront, '../../scripts/start.mjs'), 'utf8');
    expect(launcher).toMatch(/RIDGELINE_SANDBOX: `http:\/\/localhost:\$\{sandboxPort\}`/);
    expect(launcher).toMatch(/NODE_ENV: 'production'/);
  });

  it('server.mjs makes the app context once, before it listens, and passes it in every load context', () => {
    const server = readFileSync(path.join(storefront, 'server.mjs'), 'utf8');
    expect(server).toMatch(/const appContext = createAppContext\(\);/);
    expect(server).toMatch(/getLoadContext\(req, appContext\)/);
    expect(server.indexOf('createAppContext()')).toBeLessThan(server.indexOf('app.listen('));
    // no sandbox address in the production server
    expect(server).not.toMatch(/localhost:4\d{3}|ridgeline-sandbox/);
  });
});
