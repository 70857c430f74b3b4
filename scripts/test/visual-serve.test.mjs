// visual/serve.mjs: the visual suite's server for the static Storybook build and the media service's /i/ URLs. It
// must hand out files of the build only, and the media service's answers only for GET and HEAD.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { visualHandler } from '../../visual/serve.mjs';

let parent;
let server;
let base;
const mediaRequests = [];

before(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'ridgeline-visual-serve-'));
  const dir = path.join(parent, 'storybook');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'iframe.html'), '<!doctype html><title>iframe</title>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
  // A file beside the build, which no path may reach.
  writeFileSync(path.join(parent, 'secret.txt'), 'not for the browser');
  const media = async () => ({
    fetch(request) {
      mediaRequests.push({
        url: request.url,
        accept: request.headers.get('accept'),
        cookie: request.headers.get('cookie'),
      });
      return new Response('IMAGE', { status: 200, headers: { 'content-type': 'image/avif' } });
    },
  });
  server = createServer(visualHandler(dir, { media }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server.close();
  rmSync(parent, { recursive: true, force: true });
});

/** A raw request (the path as written: fetch would normalise `..` away before sending it). */
function get(pathname, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { method, path: pathname, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves the files of the build with their types', async () => {
  const page = await get('/iframe.html');
  assert.equal(page.status, 200);
  assert.match(page.type, /^text\/html/);
  const script = await get('/assets/app.js');
  assert.equal(script.status, 200);
  assert.equal(script.type, 'text/javascript');
  assert.equal((await get('/missing.js')).status, 404);
});

test('no path leaves the build: plain, encoded and doubly encoded `..`', async () => {
  for (const pathname of [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
  ]) {
    const answer = await get(pathname);
    assert.equal(answer.status, 404, pathname);
    assert.doesNotMatch(answer.body, /not for the browser/, pathname);
  }
  assert.equal((await get('/%E0%A4%A')).status, 400, 'a malformed escape is refused');
});

test('hands /i/ URLs to the media service with the Accept header only', async () => {
  mediaRequests.length = 0;
  const image = await get('/i/ridgeline/forest-trail?w=200&fmt=auto', {
    headers: { accept: 'image/avif,*/*', cookie: 'session=abc' },
  });
  assert.equal(image.status, 200);
  assert.equal(image.type, 'image/avif');
  assert.equal(image.body, 'IMAGE');
  assert.deepEqual(mediaRequests, [
    { url: 'http://visual.local/i/ridgeline/forest-trail?w=200&fmt=auto', accept: 'image/avif,*/*', cookie: null },
  ]);
});

test('the media path answers GET and HEAD only', async () => {
  mediaRequests.length = 0;
  for (const method of ['POST', 'PUT', 'DELETE']) {
    assert.equal((await get('/i/ridgeline/forest-trail', { method })).status, 405, method);
  }
  assert.equal(mediaRequests.length, 0);
  const head = await get('/i/ridgeline/forest-trail', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
});

test("the sandbox's media service answers the stories' image URLs", async () => {
  const dir = path.join(parent, 'storybook');
  const real = createServer(visualHandler(dir));
  await new Promise((resolve) => real.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${real.address().port}/i/ridgeline/forest-trail?w=64&fmt=auto`, {
      headers: { accept: 'image/webp,*/*' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.ok((await response.arrayBuffer()).byteLength > 0);
    const missing = await fetch(`http://127.0.0.1:${real.address().port}/i/ridgeline/no-such-image?w=64`);
    assert.equal(missing.status, 404);
  } finally {
    real.close();
  }
});
