// The floor: the least JavaScript any React page that hydrates can load. One component (a counter button) rendered
// into the HTML and hydrated with React 19's `hydrateRoot`, importing react and react-dom/client only, built by the
// repository's Vite with its defaults into a temporary folder and served by Vite's own static server (`vite preview`).
// The storefront's pages are reported as multiples of it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { onStop } from './servers.mjs';

const require = createRequire(import.meta.url);

// The server HTML of <Counter /> is written by hand: the page is static, and React finds its own markup to hydrate.
const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor: one hydrated component</title>
  </head>
  <body>
    <div id="root"><button type="button">Clicked 0 times</button></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

const FLOOR_ENTRY = `import { createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Counter() {
  const [count, setCount] = useState(0);
  return createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, \`Clicked \${count} times\`);
}

hydrateRoot(document.getElementById('root'), createElement(Counter));
`;

/** Builds the floor page and serves it on `port`; resolves to its URL. Both the folder and the server are removed by `stopAll`. */
export async function startFloorPage({ port }) {
  const { build, preview } = await import('vite');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ridgeline-bench-floor-'));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'index.html'), FLOOR_HTML);
  writeFileSync(path.join(dir, 'main.js'), FLOOR_ENTRY);
  const shared = {
    root: dir,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir: path.join(dir, 'dist') },
  };
  await build({
    ...shared,
    // The folder lies outside the repository, where no node_modules holds react: point at the repository's own.
    resolve: {
      alias: [
        { find: /^react$/, replacement: require.resolve('react') },
        { find: /^react-dom\/client$/, replacement: require.resolve('react-dom/client') },
      ],
    },
    // Production React whatever NODE_ENV the bench runs under: the storefront's build is always production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  const server = await preview({ ...shared, preview: { port, strictPort: true, host: 'localhost' } });
  onStop(() => server.close());
  return `http://localhost:${port}/`;
}
