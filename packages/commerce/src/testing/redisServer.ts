import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A throwaway redis-server (Debian's, which scripts/test.mjs installs) on `port`, nothing written to disk; resolves once
 * it accepts connections. The caller kills it.
 */
export function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
  });
}
