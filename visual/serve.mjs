// Serves the static Storybook build (VISUAL_STORYBOOK_DIR, made by visual/playwright.config.ts) for the visual suite
// on 127.0.0.1:VISUAL_PORT, and the media service's `/i/{endpoint}/{name}` URLs the stories' images ask for, answered
// by the sandbox's app exactly as `storybook dev` answers them (.storybook/main.ts, `sandboxMedia`).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * The request handler: GET/HEAD of `/i/…` go to the sandbox's media service (demo images from packages/sandbox/media,
 * resized and re-encoded; commerce off, as in Storybook); every other path is a file inside `dir` or a 404.
 * @param {string} dir the Storybook build
 * @param {{ media?: () => Promise<{ fetch(request: Request): Response | Promise<Response> }> }} [options]
 */
export function visualHandler(dir, options = {}) {
  const root = path.resolve(dir);
  let app;
  const media =
    options.media ??
    (() =>
      (app ??= import('@ridgeline/sandbox').then(
        ({ createSandboxApp }) => createSandboxApp({ onProblem: () => {}, commerce: false }).app,
      )));
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://visual.local');
    if (url.pathname.startsWith('/i/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      // Only the Accept header matters to the media service (fmt=auto picks AVIF, WebP or JPEG from it).
      const headers = new Headers();
      if (typeof req.headers.accept === 'string') headers.set('accept', req.headers.accept);
      media()
        .then((sandbox) =>
          sandbox.fetch(new Request(new URL(url.pathname + url.search, 'http://visual.local'), { headers })),
        )
        .then(async (response) => {
          const body = Buffer.from(await response.arrayBuffer());
          response.headers.forEach((value, key) => res.setHeader(key, value));
          res.writeHead(response.status).end(req.method === 'HEAD' ? undefined : body);
        })
        .catch((error) => {
          console.error(`media ${url.pathname}: ${error}`);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = path.join(root, path.normalize(pathname === '/' ? '/index.html' : pathname));
    // Only files inside the build: a `..` path never leaves it.
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.VISUAL_PORT ?? 6108);
  const dir = path.resolve(process.env.VISUAL_STORYBOOK_DIR ?? '');
  if (!existsSync(path.join(dir, 'iframe.html'))) {
    console.error(`No Storybook build in ${dir}`);
    process.exit(1);
  }
  createServer(visualHandler(dir)).listen(port, '127.0.0.1', () =>
    console.log(`visual storybook on http://127.0.0.1:${port}`),
  );
}
