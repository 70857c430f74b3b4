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

/** The islands entry of the storefront's client build: what every islands page loads first. */
export const ISLANDS_ENTRY = 'app/islands.client.tsx';
/**
 * The shell's island parts (header controls, menus, search, account and toast hosts, overlays), as the islands entry
 * imports them: a manifest key of a dynamic import of the entry names one of these.
 */
export const SHELL_PARTS = [
  // the chunk the storefront's build groups the always-on parts into (vite.config.ts)
  'islands-shell',
  'headerParts',
  'NavTrigger',
  'MobileMenu',
  'SearchControl',
  'AccountHost',
  'ToastHost',
  'OverlayGate',
  'WeatherWidget',
  'OfflineScreen',
];

function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Which part of the client build each file is (pathname → `runtime` | `shell`), from the Vite manifest: `runtime`, the
 * islands entry, the runtime it loads in steps, and what those import statically (React, Emotion, the islands
 * runtime); `shell`, what the shell's parts load besides. Any other file (blocks, shop parts) is in neither.
 */
export function jsGroupsOf(manifest, base = '/') {
  const runtime = staticClosure(manifest, ISLANDS_ENTRY);
  // The entry's own dynamic imports are the runtime's steps (React DOM, the runtime's chunk, whatever its name).
  const runtimeKeys = manifest[ISLANDS_ENTRY]?.dynamicImports ?? [];
  for (const key of runtimeKeys) staticClosure(manifest, key, runtime);
  const shell = new Set();
  const partKeys = [ISLANDS_ENTRY, ...runtimeKeys].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const shellKeys = partKeys.filter((key) => SHELL_PARTS.some((part) => key.includes(part)));
  for (const key of shellKeys) for (const file of staticClosure(manifest, key)) if (!runtime.has(file)) shell.add(file);
  const groups = new Map();
  for (const key of runtime) groups.set(`${base}${manifest[key].file}`, 'runtime');
  for (const key of shell) groups.set(`${base}${manifest[key].file}`, 'shell');
  return groups;
}

/**
 * First-load JavaScript of one page from the script responses the browser got (`{ url, body }`): their count, raw and
 * gzip bytes summed, the names of the block chunks among them, and the gzip bytes per part of the build (`jsGroupsOf`:
 * runtime, shell, the rest).
 */
export function firstLoadFigures(scripts, blockChunks, groups = new Map()) {
  let raw = 0;
  let gzip = 0;
  const blocks = [];
  const byGroup = { runtime: 0, shell: 0, rest: 0 };
  for (const { url, body } of scripts) {
    const size = gzipSize(body);
    raw += body.length;
    gzip += size;
    const { pathname } = new URL(url);
    byGroup[groups.get(pathname) ?? 'rest'] += size;
    const block = blockChunks.get(pathname);
    if (block) blocks.push(block);
  }
  return { files: scripts.length, raw, gzip, blockChunks: blocks.sort(), byGroup };
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
