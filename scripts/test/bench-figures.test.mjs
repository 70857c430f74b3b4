// The arithmetic behind `npm run bench`'s figures; the bench itself only prints.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  blockChunksOf,
  firstLoadFigures,
  gzipSize,
  imageBytesOf,
  islandsSummary,
  jsGroupsOf,
  lighthouseFigures,
  median,
  verdict,
} from '../bench/figures.mjs';

test('median: the middle value, the mean of the two middle ones for an even count, NaN for none', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([0.57, 0.9, 0.91]), 0.9);
  assert.ok(Number.isNaN(median([])));
});

test('gzipSize is the length of a level-9 gzip of the bytes', () => {
  const text = Buffer.from('const answer = 42;\n'.repeat(200));
  const size = gzipSize(text);
  assert.ok(size > 0 && size < text.length / 10, `repetitive text compresses well (${size} of ${text.length})`);
  assert.ok(size <= gzipSync(text, { level: 1 }).length, 'level 9 is never larger than level 1');
});

test('block chunks come from the manifest entries of the blocks package, keyed by URL path', () => {
  const manifest = {
    'app/islands.client.tsx': { file: 'assets/islands.client-D5Yi.js', imports: ['_react-Dv.js'] },
    '../blocks/dist/blocks/hero-banner.mjs': { file: 'assets/hero-banner-DIDx.js' },
    '../blocks/dist/blocks/product-category-carousel.mjs': { file: 'assets/product-category-carousel-DPO1.js' },
    '_react-Dv.js': { file: 'assets/react-Dv.js' },
  };
  assert.deepEqual(
    [...blockChunksOf(manifest)],
    [
      ['/assets/hero-banner-DIDx.js', 'hero-banner'],
      ['/assets/product-category-carousel-DPO1.js', 'product-category-carousel'],
    ],
  );
  assert.equal(blockChunksOf(manifest, '/shop/').get('/shop/assets/hero-banner-DIDx.js'), 'hero-banner');
});

test('first-load figures sum every script, gzip each body on its own and name the block chunks', () => {
  const runtime = Buffer.from('export const runtime = true;'.repeat(50));
  const block = Buffer.from('export default function HeroBanner() {}');
  const blockChunks = new Map([['/assets/hero-banner-DIDx.js', 'hero-banner']]);
  const figures = firstLoadFigures(
    [
      { url: 'http://localhost:3000/assets/islands.client-D5Yi.js', body: runtime },
      { url: 'http://localhost:3000/assets/hero-banner-DIDx.js', body: block },
    ],
    blockChunks,
  );
  assert.equal(figures.files, 2);
  assert.equal(figures.raw, runtime.length + block.length);
  assert.equal(figures.gzip, gzipSize(runtime) + gzipSize(block));
  assert.deepEqual(figures.blockChunks, ['hero-banner']);
  assert.deepEqual(firstLoadFigures([], blockChunks), {
    files: 0,
    raw: 0,
    gzip: 0,
    blockChunks: [],
    byGroup: { runtime: 0, shell: 0, rest: 0 },
  });
});

test('a build that groups the runtime and the shell into named chunks splits the same way', () => {
  const manifest = {
    'app/islands.client.tsx': {
      file: 'assets/islands.client-A1.js',
      imports: ['_islands-libraries-L1.js'],
      dynamicImports: ['_islands-runtime-R1.js'],
    },
    '_islands-libraries-L1.js': { file: 'assets/islands-libraries-L1.js' },
    '_islands-runtime-R1.js': {
      file: 'assets/islands-runtime-R1.js',
      imports: ['_islands-libraries-L1.js'],
      dynamicImports: ['_islands-shell-S1.js', 'app/features/shell/navigation/MobileMenu.tsx'],
    },
    '_islands-shell-S1.js': { file: 'assets/islands-shell-S1.js', imports: ['_islands-runtime-R1.js'] },
    'app/features/shell/navigation/MobileMenu.tsx': { file: 'assets/MobileMenu-M1.js' },
  };
  assert.deepEqual(Object.fromEntries(jsGroupsOf(manifest)), {
    '/assets/islands.client-A1.js': 'runtime',
    '/assets/islands-libraries-L1.js': 'runtime',
    '/assets/islands-runtime-R1.js': 'runtime',
    '/assets/islands-shell-S1.js': 'shell',
    '/assets/MobileMenu-M1.js': 'shell',
  });
});

test("the build splits into the islands runtime, the shell and the rest; a file both need is the runtime's", () => {
  const manifest = {
    'app/islands.client.tsx': {
      file: 'assets/islands.client-D5Yi.js',
      imports: ['_rolldown-runtime-R0.js'],
      dynamicImports: ['../../node_modules/react-dom/client.js', 'app/islands/runtime.tsx'],
    },
    '_rolldown-runtime-R0.js': { file: 'assets/rolldown-runtime-R0.js' },
    '../../node_modules/react-dom/client.js': { file: 'assets/client-C1.js', imports: ['_react-Dv.js'] },
    'app/islands/runtime.tsx': {
      file: 'assets/runtime-Z9.js',
      imports: ['_react-Dv.js', '../../node_modules/react-dom/client.js'],
      dynamicImports: [
        'app/features/shell/headerParts.ts',
        '_ToastHost-Ab.js',
        '../blocks/dist/blocks/hero-banner.mjs',
      ],
    },
    '_react-Dv.js': { file: 'assets/react-Dv.js' },
    'app/features/shell/headerParts.ts': {
      file: 'assets/headerParts-X1.js',
      imports: ['_react-Dv.js', '_HeaderBar-Q2.js'],
    },
    '_HeaderBar-Q2.js': { file: 'assets/HeaderBar-Q2.js' },
    '_ToastHost-Ab.js': { file: 'assets/ToastHost-Ab.js' },
    '../blocks/dist/blocks/hero-banner.mjs': { file: 'assets/hero-banner-DIDx.js', imports: ['_react-Dv.js'] },
  };
  const groups = jsGroupsOf(manifest);
  assert.deepEqual(Object.fromEntries(groups), {
    '/assets/islands.client-D5Yi.js': 'runtime',
    '/assets/rolldown-runtime-R0.js': 'runtime',
    '/assets/runtime-Z9.js': 'runtime',
    '/assets/react-Dv.js': 'runtime',
    '/assets/client-C1.js': 'runtime',
    '/assets/headerParts-X1.js': 'shell',
    '/assets/HeaderBar-Q2.js': 'shell',
    '/assets/ToastHost-Ab.js': 'shell',
  });
  const body = (text) => Buffer.from(text.repeat(20));
  const figures = firstLoadFigures(
    [
      { url: 'http://localhost:3000/assets/react-Dv.js', body: body('react;') },
      { url: 'http://localhost:3000/assets/HeaderBar-Q2.js', body: body('header;') },
      { url: 'http://localhost:3000/assets/hero-banner-DIDx.js', body: body('hero;') },
    ],
    new Map(),
    groups,
  );
  assert.deepEqual(figures.byGroup, {
    runtime: gzipSize(body('react;')),
    shell: gzipSize(body('header;')),
    rest: gzipSize(body('hero;')),
  });
});

test('islands summary counts islands per trigger and the hydrated ones; a page of static blocks has none', () => {
  assert.equal(islandsSummary([]), 'none');
  assert.equal(
    islandsSummary([
      { trigger: 'visible', state: 'hydrated' },
      { trigger: 'interaction', state: 'pending' },
      { trigger: 'visible', state: 'pending' },
    ]),
    'visible 2, interaction 1; 1 hydrated',
  );
});

const lhr = {
  lighthouseVersion: '13.5.0',
  environment: { benchmarkIndex: 1500 },
  categories: { performance: { score: 0.97 } },
  audits: {
    'largest-contentful-paint': { numericValue: 1834.2 },
    'cumulative-layout-shift': { numericValue: 0.004 },
    'total-blocking-time': { numericValue: 61 },
    'network-requests': {
      details: {
        items: [
          { url: 'http://localhost/', resourceType: 'Document', transferSize: 9000 },
          { url: 'http://localhost/i/hero.webp', resourceType: 'Image', transferSize: 48000 },
          { url: 'http://localhost/i/tile.webp', resourceType: 'Image', transferSize: 12000 },
          { url: 'data:image/png;base64,AA', resourceType: 'Image' },
          { url: 'http://localhost/assets/islands.js', resourceType: 'Script', transferSize: 30000 },
        ],
      },
    },
  },
};

test('image bytes are the transfer sizes of the Image requests of the network-requests audit', () => {
  assert.equal(imageBytesOf(lhr), 60000);
  assert.equal(imageBytesOf({ audits: {} }), 0);
});

test('Lighthouse figures: performance score, LCP, CLS, TBT, image bytes and the machine benchmark index', () => {
  assert.deepEqual(lighthouseFigures(lhr), {
    score: 0.97,
    lcpMs: 1834.2,
    cls: 0.004,
    tbtMs: 61,
    imageBytes: 60000,
    benchmarkIndex: 1500,
  });
});

test('verdict: within a ceiling, or reaching a floor with atLeast; n/a without a figure', () => {
  assert.equal(verdict(99.9, 100), 'within');
  assert.equal(verdict(100, 100), 'within');
  assert.equal(verdict(126.8, 120), 'MISSED');
  assert.equal(verdict(0.95, 0.95, { atLeast: true }), 'within');
  assert.equal(verdict(0.9, 0.95, { atLeast: true }), 'MISSED');
  assert.equal(verdict(Number.NaN, 1), 'n/a');
});
