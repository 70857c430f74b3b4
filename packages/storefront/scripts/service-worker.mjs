#!/usr/bin/env node
// After `react-router build`: writes build/client/sw.js with workbox-build's generateSW. The worker precaches the shell
// (the islands runtime and its static imports, the overlays island, the offline page's island, the favicon) and the
// server-rendered offline page, and answers navigations network-first: only a navigation that fails (no connection)
// gets the offline page. It caches no other HTML and nothing personal (docs/behaviour/shell.md#overlays-and-offline).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const manifestText = await readFile(path.join(client, '.vite/manifest.json'), 'utf8');
const manifest = JSON.parse(manifestText);

/**
 * What the shell needs offline: the islands entry, and the chunks vite.config.ts groups the shell into: the islands
 * runtime (`islands-runtime`, with React and Emotion in `islands-libraries`, its static import) and the header's
 * and overlays' parts (`islands-shell`, which holds the offline page's island: the overlays import it), each with its
 * static imports. Found by chunk name.
 */
const ISLANDS_ENTRY = 'app/islands.client.tsx';
export const SHELL_CHUNKS = ['islands-runtime', 'islands-shell'];
const OFFLINE_PAGE = '/offline';

const files = new Set(['favicon.svg']);
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.css ?? []).forEach((css) => files.add(css));
  (chunk.imports ?? []).forEach(visit);
};
if (!manifest[ISLANDS_ENTRY]) throw new Error(`service worker: ${ISLANDS_ENTRY} is not in the client build's manifest`);
visit(ISLANDS_ENTRY);
for (const name of SHELL_CHUNKS) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name);
  if (keys.length === 0) throw new Error(`service worker: no chunk named ${name} in the client build's manifest`);
  keys.forEach(visit);
}

const { count, size, warnings } = await generateSW({
  globDirectory: client,
  globPatterns: [...files],
  swDest: path.join(client, 'sw.js'),
  // Hashed file names: the URL is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  // The offline page changes with the build: its revision is the build's manifest.
  additionalManifestEntries: [
    { url: OFFLINE_PAGE, revision: createHash('sha256').update(manifestText).digest('hex').slice(0, 16) },
  ],
  cacheId: 'ridgeline',
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  runtimeCaching: [
    {
      // Every navigation goes to the network and is never stored; only when it fails is the precached page answered.
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
    },
  ],
});
warnings.forEach((warning) => console.warn(`service worker: ${warning}`));
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(1)} KB) → build/client/sw.js`);
