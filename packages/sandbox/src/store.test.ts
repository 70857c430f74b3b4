import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultContentDir, packageRoot, splitDirList } from './paths.js';
import { loadContent } from './store.js';
import { fixturesDir, startTestSandbox } from './test-helpers.js';

const broken = path.join(fixturesDir, 'broken');
const override = path.join(fixturesDir, 'override');

describe('content folder loading', () => {
  it('skips broken files, reports each with its path, and serves the rest', () => {
    const store = loadContent([broken]);
    const byFile = Object.fromEntries(store.problems.map((p) => [path.relative(broken, p.file), p.message]));
    expect(byFile['truncated.json']).toMatch(/^invalid JSON/);
    expect(byFile['nested/no-delivery-id.json']).toBe('missing _meta.deliveryId');
    expect(byFile['nested/array.json']).toBe('not a JSON object');
    expect(byFile['nested/duplicate.json']).toMatch(/duplicate deliveryId b0000000-0000-4000-8000-000000000001/);
    expect(store.items).toHaveLength(1);
    expect(store.byKey.get('fixtures/good')).toBeDefined();
  });

  it('later folders override earlier ones by deliveryId', () => {
    const store = loadContent([defaultContentDir, override]);
    const home = store.byKey.get('home')!;
    expect(home.body._meta.name).toBe('home-override');
    expect(home.file).toBe(path.join(override, 'home-override.json'));
    expect(store.byKey.get('page/about')!.file.startsWith(defaultContentDir)).toBe(true);
    expect(store.byKey.get('fixtures/override-banner')).toBeDefined();
  });

  it('a missing folder is reported, not fatal', () => {
    const store = loadContent([path.join(fixturesDir, 'does-not-exist'), override]);
    expect(store.problems[0]!.message).toBe('content folder does not exist');
    expect(store.items).toHaveLength(2);
  });

  it('splits CONTENT_DIR lists on path.delimiter', () => {
    expect(splitDirList(`a${path.delimiter}b${path.delimiter}`)).toEqual(['a', 'b']);
    expect(splitDirList(undefined)).toEqual([]);
  });

  it('a sandbox over a broken folder still answers for the good item', async () => {
    const sandbox = await startTestSandbox({ contentDir: broken });
    try {
      const res = await fetch(`${sandbox.url}/content/key/fixtures/good?depth=all&format=inlined`);
      expect(res.status).toBe(200);
      expect(sandbox.problems.map((p) => path.basename(p.file))).toContain('truncated.json');
    } finally {
      await sandbox.close();
    }
  });
});

describe('CLI', () => {
  const children: ReturnType<typeof spawn>[] = [];
  afterAll(() => children.forEach((c) => c.kill('SIGTERM')));

  // tsx runs the TypeScript CLI; resolved here so the child can start from any working directory
  const tsxLoader = pathToFileURL(
    path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/loader.mjs'),
  ).href;

  function runCli(env: Record<string, string>): Promise<{ url: string; stderr: () => string }> {
    const child = spawn(process.execPath, ['--import', tsxLoader, path.join(packageRoot, 'src/cli.ts')], {
      cwd: path.parse(process.cwd()).root, // prove the defaults do not depend on the working directory
      // an in-memory database: the default .sandbox-data would land in the working directory (here /), one per CLI
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DATA_DIR: 'memory', ...env },
    });
    children.push(child);
    let out = '';
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`CLI did not print its URL. stdout: ${out} stderr: ${err}`)),
        20_000,
      );
      child.stdout!.on('data', (d) => {
        out += d;
        const m = /at (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve({ url: m[1]!, stderr: () => err });
        }
      });
      child.on('exit', (code) => reject(new Error(`CLI exited with ${code}: ${err}`)));
    });
  }

  it('serves the demo content by default and prints its URL', async () => {
    const { url } = await runCli({ CONTENT_DIR: '' });
    const res = await fetch(`${url}/content/key/home?depth=all&format=inlined`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).content._meta.name).toBe('home');
  });

  it('CONTENT_DIR takes a list; later folders override, broken files are reported on stderr', async () => {
    const { url, stderr } = await runCli({ CONTENT_DIR: [defaultContentDir, override, broken].join(path.delimiter) });
    const home = (await (await fetch(`${url}/content/key/home?depth=all&format=inlined`)).json()) as any;
    expect(home.content._meta.name).toBe('home-override');
    expect(home.content.blocks[0].headline.localizableText).toBe('Served from the override folder');
    expect((await fetch(`${url}/content/key/page/about`)).status).toBe(200);
    expect((await fetch(`${url}/content/key/fixtures/good`)).status).toBe(200);
    expect(stderr()).toContain(path.join(broken, 'truncated.json'));
    expect(stderr()).toContain(path.join(broken, 'nested', 'no-delivery-id.json'));
  });
});
