// The arithmetic of `npm run bench`, apart from the servers and browsers that produce its inputs, so it can be
// tested on its own (scripts/test/bench-figures.test.mjs).
import { gzipSync, constants as zlibConstants } from 'node:zlib';

/** Bytes of `buffer` once gzipped at level 9: what a well-configured server or CDN sends. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: zlibConstants.Z_BEST_COMPRESSION }).length;

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The middle value; the mean of the two middle ones for an even count; NaN for none. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The storefront's block chunks from its Vite client manifest: URL path (`/assets/hero-banner-x.js`) → block name.
 * Each block's component is built to `blocks/dist/blocks/{name}.mjs` and becomes one chunk of its own.
 */
export function blockChunksOf(manifest, base = '/') {
  const chunks = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /\/blocks\/dist\/blocks\/([^/]+)\.mjs$/.exec(key);
    if (match) chunks.set(`${base}${chunk.file}`, match[1]);
  }
  return chunks;
}

/**
 * First-load JavaScript of one page from the script responses the browser got (`{ url, body }`): their count, raw and
 * gzip bytes summed, and the names of the block chunks among them.
 */
export function firstLoadFigures(scripts, blockChunks) {
  let raw = 0;
  let gzip = 0;
  const blocks = [];
  for (const { url, body } of scripts) {
    raw += body.length;
    gzip += gzipSize(body);
    const block = blockChunks.get(new URL(url).pathname);
    if (block) blocks.push(block);
  }
  return { files: scripts.length, raw, gzip, blockChunks: blocks.sort() };
}

/** How many islands a page has per hydration trigger, from `[{ trigger, state }]`, e.g. `visible 2, idle 1`. */
export function islandsSummary(islands) {
  if (islands.length === 0) return 'none';
  const byTrigger = new Map();
  for (const { trigger } of islands) byTrigger.set(trigger, (byTrigger.get(trigger) ?? 0) + 1);
  const hydrated = islands.filter((island) => island.state === 'hydrated').length;
  return `${[...byTrigger].map(([trigger, count]) => `${trigger} ${count}`).join(', ')}; ${hydrated} hydrated`;
}

/** Bytes of images transferred during a Lighthouse run, from its network-requests audit. */
export function imageBytesOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Image').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The figures the bench reports from one Lighthouse result. */
export function lighthouseFigures(lhr) {
  return {
    score: lhr.categories.performance.score,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    imageBytes: imageBytesOf(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** `within` when `value` meets `target` (a bound that must not be exceeded, or reached when `atLeast`). */
export function verdict(value, target, { atLeast = false } = {}) {
  if (!Number.isFinite(value)) return 'n/a';
  return (atLeast ? value >= target : value <= target) ? 'within' : 'MISSED';
}
