// Serves the static Storybook build (VISUAL_STORYBOOK_DIR, made by visual/playwright.config.ts) for the visual suite
// on 127.0.0.1:VISUAL_PORT. Unknown paths (the media service's /i/ URLs among them) answer 404.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const port = Number(process.env.VISUAL_PORT ?? 6108);
const dir = path.resolve(process.env.VISUAL_STORYBOOK_DIR ?? '');
if (!existsSync(path.join(dir, 'iframe.html'))) {
  console.error(`No Storybook build in ${dir}`);
  process.exit(1);
}

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

createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://visual.local').pathname);
  const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
  // Only files inside the build: a `..` path never leaves it.
  if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`visual storybook on http://127.0.0.1:${port}`));
