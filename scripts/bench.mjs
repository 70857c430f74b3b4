#!/usr/bin/env node
// npm run bench: measures, side by side in one run (README, "Benchmarks"):
//   1. the server render of the demo home page through the renderer (preparation: validation,
//      personalisation, sanitizing, loaders; then renderToString) against renderToString of the same
//      blocks put together by hand, both with Emotion critical-CSS extraction; reported as a ratio;
//   2. first-load JavaScript of the public pages (home, content, category, list, search, product) as Debian's Chromium fetches it from the production
//      storefront, beside a floor page (one React component hydrated, built by Vite in the same run), and the
//      block chunks each page loads;
//   3. each page's HTML bytes;
//   4. Lighthouse (mobile, simulated throttling) on the same pages, median of three runs;
//   4b. six interactions on a phone at CPU ×4, before and after the first hydration (bench/interactions.mjs), beside
//      the floor page's tap and, when BENCH_BASELINE_ORIGIN names a storefront of another build already running
//      (e.g. main), the same interactions there, alternating with this build's;
//   5. the content lint on a generated 10,000-item export beside reading and parsing its files (bench/content-lint.mjs).
// The bench starts its own sandbox, storefront, static server and browsers, and stops them all, whatever happens.
// Figures are printed, never asserted: a benchmark is not a timed test.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { blockChunksOf, gzipSize, islandsSummary, jsGroupsOf, kb, median, verdict } from './bench/figures.mjs';
import { launchBrowser, measureFirstLoad, VIEWPORT } from './bench/first-load.mjs';
import { startFloorPage } from './bench/floor.mjs';
import { benchInteractions, printInteractions } from './bench/interactions.mjs';
import { runLighthouse, warmUpAsPhone } from './bench/lighthouse.mjs';
import { onStop, portFrom, startStorefront, stopAll } from './bench/servers.mjs';
import { benchContentLint } from './bench/content-lint.mjs';

// A server render is measured as production serves it: React's and Emotion's development builds
// add per-element work (owner stacks, console.createTask, prop and key checks) that no production
// server pays, and that grows with every wrapper element, so a development-mode ratio overstates
// what the renderer costs. `NODE_ENV=development node scripts/bench.mjs` still measures that mode.
// React and Emotion choose their build when first loaded, hence the dynamic imports below.
process.env.NODE_ENV ||= 'production';
const { createElement: h } = await import('react');
const { renderToString } = await import('react-dom/server');
const { default: createCache } = await import('@emotion/cache');
const { CacheProvider } = await import('@emotion/react');
const { default: createEmotionServer } = await import('@emotion/server/create-instance');
const { startSandbox } = await import('@ridgeline/sandbox');
const {
  ContentRenderer,
  createContentClient,
  createRegistry,
  createValidator,
  defineBlock,
  loadBlockComponent,
  prepareContent,
  resolvePersonalisedContent,
  silentLogger,
} = await import('@ridgeline/renderer/server');
const { blockDefinitions, createFakeCommerceService, registry } = await import('@ridgeline/blocks');
const { RidgelineProvider } = await import('@ridgeline/ui');

// Blocks load their code lazily (`lazyBlock`); by hand, every component is loaded before any round,
// as the renderer side has it loaded by its first `prepareContent`.
const componentBySchema = new Map(
  await Promise.all(
    blockDefinitions.map(async (definition) => [definition.schema, await loadBlockComponent(definition)]),
  ),
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = path.join(root, 'schemas');
const schemas = readdirSync(schemasDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')));

function renderWithEmotion(element) {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const html = renderToString(h(CacheProvider, { value: cache }, h(RidgelineProvider, null, element)));
  const { css, ids } = extractCritical(html);
  return `<style data-emotion="css ${ids.join(' ')}">${css}</style>${html}`;
}

function cpuMilliseconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const PERSONALISED_CONTAINER = 'https://schema.ridgeline.dev/personalised-container';

// Blocks that hold other items (card-carousel's cards) render them with <RenderContent>, which
// reads the registry and render context from the renderer's React context: the component cannot
// run without it. So the hand-built page provides that context once, through a ContentRenderer
// whose only item is the hand-built page itself (one boundary for the whole page); every block
// of the page is still placed directly. The nested cards then cost what the carousel component
// itself asks for, on both sides.
const HAND_BUILT = 'https://schema.ridgeline.dev/bench-hand-built-page';
const handRegistry = createRegistry([
  ...blockDefinitions,
  defineBlock({ schema: HAND_BUILT, component: ({ content }) => content.page }),
]);

/** The same blocks the renderer would show, placed by hand: no registry walk, validation or boundaries. */
function handBuiltPage(page, context, dataByItem) {
  const blockElement = (item, key) => {
    if (item._meta.schema === PERSONALISED_CONTAINER) {
      return h(
        'div',
        { key, 'data-content-id': item._meta.deliveryId, 'data-schema': item._meta.schema },
        resolvePersonalisedContent(item, context.customerGroups).map((child, index) => blockElement(child, index)),
      );
    }
    const definition = registry.get(item._meta.schema);
    if (!definition) throw new Error(`bench: no block for ${item._meta.schema}`);
    return h(componentBySchema.get(definition.schema), {
      key,
      content: item,
      data: dataByItem.get(item),
      rootProps: { 'data-content-id': item._meta.deliveryId, 'data-schema': item._meta.schema },
    });
  };
  const main = h(
    'main',
    null,
    page.blocks.map((item, index) => blockElement(item, index)),
  );
  return h(ContentRenderer, {
    content: { _meta: { schema: HAND_BUILT }, page: main },
    registry: handRegistry,
    context,
  });
}

const benchStarted = Date.now();
try {
  // In this process, on a port of its own choosing unless pinned: its media stand-in resizes images with sharp here.
  const sandbox = await startSandbox({ port: Number(process.env.BENCH_SANDBOX_PORT ?? 0), onProblem: () => {} });
  onStop(() => sandbox.close());
  const sandboxPort = new URL(sandbox.url).port;
  const client = createContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url, locale: 'en-US' });
  const result = await client.getByKey('home');
  if (result.status !== 'found') throw new Error('bench: the demo home page was not found in the sandbox');
  const home = result.item;
  const context = {
    mode: 'production',
    locale: 'en-US',
    customerGroups: ['Unregistered', 'Everyone'],
    mediaHost: sandbox.url,
  };
  const validator = createValidator(schemas);
  // Product carousels' loaders get an in-memory commerce service over the blocks' sample products: the
  // bench measures preparing and rendering, not the network. Every category holds every sample product,
  // and each answer is computed once and then handed out as is, as the storefront's stale-while-revalidate
  // commerce cache does on a hit. The loaders' own work (mapping products to tile models) runs every time.
  const sampleProducts = JSON.parse(
    readFileSync(path.join(root, 'packages/commerce/src/testing/sample-products.json'), 'utf8'),
  );
  const fakeCommerce = createFakeCommerceService(sampleProducts);
  const cacheHits = new Map();
  const cached = (key, compute) => {
    if (!cacheHits.has(key)) cacheHits.set(key, compute());
    return cacheHits.get(key);
  };
  const services = {
    commerce: {
      productsByCategory: (_categoryId, limit) =>
        cached(`category:${limit}`, () => fakeCommerce.productsByCategory('all', limit)),
      recommendations: (request) =>
        cached(`recs:${JSON.stringify(request)}`, () => fakeCommerce.recommendations(request)),
      productsByIds: (ids) => cached(`ids:${ids.join(',')}`, () => fakeCommerce.productsByIds(ids)),
    },
  };
  const prepareOptions = { registry, validator, context, services, logger: silentLogger };

  // The hand-built page gets each block's data as if fetched beforehand: its loaders run once, here.
  const dataByItem = new Map();
  const collectData = async (item) => {
    if (item._meta.schema === PERSONALISED_CONTAINER) {
      for (const child of resolvePersonalisedContent(item, context.customerGroups)) await collectData(child);
      return;
    }
    const load = registry.get(item._meta.schema)?.load;
    if (load) dataByItem.set(item, await load(item, { ...context, services }));
  };
  for (const item of home.blocks) await collectData(item);

  // Both renders must show the same blocks, or the ratio compares different work.
  const viaRenderer = renderWithEmotion(
    h(ContentRenderer, { content: await prepareContent(home, prepareOptions), registry, context }),
  );
  const byHand = renderWithEmotion(handBuiltPage(home, context, dataByItem));
  const blockCount = (html) => (html.match(/data-schema="/g) ?? []).length;
  console.log(
    `content items rendered: renderer ${blockCount(viaRenderer) - 1} (+ the page item), by hand ${blockCount(byHand)}`,
  );

  // The machine's load drifts (CI and other processes share its two cores): time is this process's
  // CPU time (user + system), not wall time, so being descheduled costs neither side; and both tasks
  // run in alternating rounds, the ratio being the median of the per-round ratios.
  const ROUNDS = 9;
  const renderViaRenderer = async () => {
    const prepared = await prepareContent(home, prepareOptions);
    renderWithEmotion(h(ContentRenderer, { content: prepared, registry, context }));
  };
  const renderByHand = () => {
    renderWithEmotion(handBuiltPage(home, context, dataByItem));
  };
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bench = new Bench({ time: 1000, warmupTime: round === 0 ? 500 : 50, now: cpuMilliseconds });
    // Alternate which side goes first, so neither always runs on a warmer (or more throttled) machine.
    const tasks = [
      ['renderer: prepare + render + emotion', renderViaRenderer],
      ['by hand: render + emotion', renderByHand],
    ];
    if (round % 2 === 1) tasks.reverse();
    for (const [name, fn] of tasks) bench.add(name, fn);
    await bench.run();
    const meanByName = Object.fromEntries(
      bench.tasks.map((task) => [task.name, task.result.latency?.mean ?? task.result.mean]),
    );
    rounds.push({
      renderer: meanByName['renderer: prepare + render + emotion'],
      hand: meanByName['by hand: render + emotion'],
    });
  }
  const ratios = rounds.map((round) => round.renderer / round.hand);
  console.log(
    `\nServer render of the demo home page (NODE_ENV=${process.env.NODE_ENV}, CPU time, ${ROUNDS} alternating rounds)`,
  );
  console.table([
    {
      task: 'renderer: prepare + render + emotion',
      'median of round means (ms)': median(rounds.map((r) => r.renderer)).toFixed(3),
    },
    { task: 'by hand: render + emotion', 'median of round means (ms)': median(rounds.map((r) => r.hand)).toFixed(3) },
  ]);
  console.log(`per-round ratios: ${ratios.map((ratio) => ratio.toFixed(2)).join(' ')}`);
  console.log(`ratio renderer / by hand (median): ${median(ratios).toFixed(2)}  (target ≤ 1.2)`);

  await measurePages(sandboxPort);
  await benchContentLint();
} finally {
  await stopAll();
}
console.log(
  `\nbench: ${Math.round((Date.now() - benchStarted) / 1000)} s, every server and browser it started stopped`,
);

/** Sections 2 to 4: the public pages as the production storefront serves them, in a browser and in Lighthouse. */
async function measurePages(sandboxPort) {
  const PAGES = [
    { page: 'home', path: '/' },
    { page: 'content page', path: '/t/trail-guide' },
    { page: 'category page', path: '/c/mens-jackets/' },
    { page: 'product list', path: '/c/mens/' },
    { page: 'search results', path: '/search?q=jacket' },
    { page: 'product page', path: '/p/noslug-RM1004.html' },
  ];
  const LIGHTHOUSE_RUNS = 3;
  const storefront = await startStorefront(root, { port: await portFrom('BENCH_STOREFRONT_PORT'), sandboxPort });
  const floorUrl = await startFloorPage({ port: await portFrom('BENCH_FLOOR_PORT') });
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'packages/storefront/build/client/.vite/manifest.json'), 'utf8'),
  );
  const blockChunks = blockChunksOf(manifest);
  const jsGroups = jsGroupsOf(manifest);

  const browser = await launchBrowser();
  const floor = await measureFirstLoad(browser, floorUrl, blockChunks);
  const firstLoads = [];
  for (const { path: pagePath } of PAGES)
    firstLoads.push(await measureFirstLoad(browser, storefront + pagePath, blockChunks, jsGroups));
  const chromiumVersion = browser.version();
  const baselineOrigin = process.env.BENCH_BASELINE_ORIGIN;
  const interactionRows = await benchInteractions(browser, {
    origin: storefront,
    baselines: baselineOrigin ? [{ label: 'baseline', origin: baselineOrigin }] : [],
    floorUrl,
  });
  await warmUpAsPhone(
    browser,
    PAGES.map(({ path: pagePath }) => storefront + pagePath),
  );
  await browser.close();

  console.log(
    `\nFirst-load JavaScript: every script response in Chromium ${chromiumVersion} (${VIEWPORT.width}×${VIEWPORT.height}, fresh cache, ` +
      'no interaction) until the network is idle for 1 s, each body gzipped at level 9, summed',
  );
  console.table([
    {
      page: 'floor: one component, hydrateRoot',
      path: '(vite build)',
      files: floor.files,
      'raw KB': kb(floor.raw),
      'gzip KB': kb(floor.gzip),
      '× floor': '1.00',
      'block chunks': '-',
      islands: '-',
    },
    ...PAGES.map(({ page, path: pagePath }, index) => {
      const load = firstLoads[index];
      return {
        page,
        path: pagePath,
        files: load.files,
        'raw KB': kb(load.raw),
        'gzip KB': kb(load.gzip),
        '× floor': (load.gzip / floor.gzip).toFixed(2),
        'block chunks': load.blockChunks.length,
        islands: islandsSummary(load.islands),
      };
    }),
  ]);
  // What the header and the shell's other parts cost each page, beside the islands runtime every page pays and the
  // page's own parts (blocks, shop forms).
  console.log(
    'First-load JavaScript by part of the build (gzip KB): runtime (React, Emotion, islands entry), shell, the rest',
  );
  console.table([
    ...PAGES.map(({ page }, index) => {
      const { byGroup, gzip } = firstLoads[index];
      return { page, runtime: kb(byGroup.runtime), shell: kb(byGroup.shell), rest: kb(byGroup.rest), total: kb(gzip) };
    }),
  ]);
  PAGES.forEach(({ page }, index) => {
    const load = firstLoads[index];
    const chunks = load.blockChunks.length > 0 ? load.blockChunks.join(', ') : 'none';
    const staticNote = load.islands.length === 0 ? ' (every block static: no block code expected)' : '';
    console.log(`block chunks fetched, ${page}: ${chunks}${staticNote}`);
  });
  // The islands target (≤ 120 KB gzip) holds for every public page, the shop's too, not only the home page.
  PAGES.forEach(({ page }, index) => {
    const js = firstLoads[index].gzip / 1024;
    console.log(
      `${page} first-load JS: ${js.toFixed(1)} KB gzip, target ≤ 120 KB: ${verdict(js, 120)}; stretch ≤ 100 KB: ${verdict(js, 100)}`,
    );
  });

  printInteractions(interactionRows);

  console.log('\nHTML of each page (the document as served, decoded; gzip level 9)');
  const htmlRows = [];
  for (const { page, path: pagePath } of PAGES) {
    const response = await fetch(storefront + pagePath);
    if (!response.ok) throw new Error(`bench: ${pagePath} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    htmlRows.push({
      page,
      path: pagePath,
      'raw bytes': html.length,
      'gzip bytes': gzipSize(html),
      'gzip KB': kb(gzipSize(html)),
    });
  }
  console.table(htmlRows);
  const homeHtml = htmlRows[0]['gzip bytes'] / 1024;
  console.log(`home HTML: ${homeHtml.toFixed(1)} KB gzip, target ≤ 30 KB: ${verdict(homeHtml, 30)}`);

  const lighthouseStarted = Date.now();
  const { results, chromeVersion, lighthouseVersion } = await runLighthouse(
    PAGES.map(({ path: pagePath }) => storefront + pagePath),
    { runs: LIGHTHOUSE_RUNS },
  );
  const TARGETS = { score: 0.95, lcpMs: 2000, cls: 0.01, tbtMs: 100 };
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile (simulated throttling), ` +
      `${chromeVersion}: median of ${LIGHTHOUSE_RUNS} runs per page, in ${Math.round((Date.now() - lighthouseStarted) / 1000)} s`,
  );
  const lighthouseRows = PAGES.map(({ page, path: pagePath }) => {
    const runs = results.get(storefront + pagePath);
    const of = (key) => median(runs.map((run) => run[key]));
    const figures = { score: of('score'), lcpMs: of('lcpMs'), cls: of('cls'), tbtMs: of('tbtMs') };
    const missed = [
      verdict(figures.score, TARGETS.score, { atLeast: true }) === 'MISSED' && 'performance',
      verdict(figures.lcpMs, TARGETS.lcpMs) === 'MISSED' && 'LCP',
      verdict(figures.cls, TARGETS.cls) === 'MISSED' && 'CLS',
      verdict(figures.tbtMs, TARGETS.tbtMs) === 'MISSED' && 'TBT',
    ].filter(Boolean);
    return {
      page,
      runs: runs.length,
      performance: figures.score?.toFixed(2),
      'LCP s': (figures.lcpMs / 1000).toFixed(2),
      CLS: figures.cls?.toFixed(3),
      'TBT ms': Math.round(figures.tbtMs),
      'images KB': kb(of('imageBytes')),
      targets: runs.length === 0 ? 'no run' : missed.length === 0 ? 'all within' : `MISSED: ${missed.join(', ')}`,
    };
  });
  console.table(lighthouseRows);
  console.log(
    `targets: performance ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms; ` +
      'images KB: image bytes transferred on the phone (network-requests audit)',
  );
  PAGES.forEach(({ page, path: pagePath }) => {
    const runs = results.get(storefront + pagePath);
    console.log(
      `runs, ${page}: performance ${runs.map((run) => run.score.toFixed(2)).join(' ')}; LCP s ${runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(' ')}`,
    );
  });
  const benchmarkIndex = median(
    [...results.values()]
      .flat()
      .map((run) => run.benchmarkIndex)
      .filter(Number.isFinite),
  );
  console.log(`Lighthouse's benchmark index of this machine (median): ${Math.round(benchmarkIndex)}`);
}
