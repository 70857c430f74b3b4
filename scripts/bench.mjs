#!/usr/bin/env node
// npm run bench: measures, side by side in one run,
//   1. the server render of the demo home page through the renderer (preparation: validation,
//      personalisation, sanitizing, loaders; then renderToString) against renderToString of the same
//      blocks put together by hand, both with Emotion critical-CSS extraction; reported as a ratio;
//   2. the home page's first-load JavaScript, gzip, as the production storefront serves it;
//   3. the home page's HTML bytes.
// Figures are printed, never asserted: a benchmark is not a timed test.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants as zlibConstants } from 'node:zlib';
import { Bench } from 'tinybench';

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
  await Promise.all(blockDefinitions.map(async (definition) => [definition.schema, await loadBlockComponent(definition)])),
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = path.join(root, 'schemas');
const schemas = readdirSync(schemasDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')));

const gzipSize = (buffer) => gzipSync(buffer, { level: zlibConstants.Z_BEST_COMPRESSION }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

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
  const main = h('main', null, page.blocks.map((item, index) => blockElement(item, index)));
  return h(ContentRenderer, { content: { _meta: { schema: HAND_BUILT }, page: main }, registry: handRegistry, context });
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

async function measureServedPage(sandboxPort) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const storefront = spawn(
    process.execPath,
    [path.join(root, 'node_modules/@react-router/serve/bin.js'), 'build/server/index.js'],
    { cwd: path.join(root, 'packages/storefront'), env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort) }, stdio: 'ignore' },
  );
  try {
    const origin = `http://localhost:${port}`;
    const html = await (await waitForHttp(`${origin}/`, 60_000)).text();
    const scripts = [...new Set(html.match(/\/assets\/[^"'\s)]+\.js/g) ?? [])];
    let raw = 0;
    let gzip = 0;
    for (const script of scripts) {
      const response = await fetch(origin + script);
      if (!response.ok) throw new Error(`bench: ${script} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      raw += body.length;
      gzip += gzipSize(body);
    }
    const htmlBytes = Buffer.byteLength(html);
    return { scripts: scripts.length, raw, gzip, htmlBytes, htmlGzip: gzipSize(Buffer.from(html)) };
  } finally {
    storefront.kill('SIGTERM');
  }
}

const sandbox = await startSandbox({ port: 0, onProblem: () => {} });
try {
  const sandboxPort = new URL(sandbox.url).port;
  const client = createContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url, locale: 'en-US' });
  const result = await client.getByKey('home');
  if (result.status !== 'found') throw new Error('bench: the demo home page was not found in the sandbox');
  const home = result.item;
  const context = { mode: 'production', locale: 'en-US', customerGroups: ['Unregistered', 'Everyone'], mediaHost: sandbox.url };
  const validator = createValidator(schemas);
  // Product carousels' loaders get an in-memory commerce service over the blocks' sample products: the
  // bench measures preparing and rendering, not the network. Every category holds every sample product,
  // and each answer is computed once and then handed out as is, as the storefront's stale-while-revalidate
  // commerce cache does on a hit. The loaders' own work (mapping products to tile models) runs every time.
  const sampleProducts = JSON.parse(readFileSync(path.join(root, 'packages/blocks/src/shared/commerce/sample-products.json'), 'utf8'));
  const fakeCommerce = createFakeCommerceService(sampleProducts);
  const cacheHits = new Map();
  const cached = (key, compute) => {
    if (!cacheHits.has(key)) cacheHits.set(key, compute());
    return cacheHits.get(key);
  };
  const services = {
    commerce: {
      productsByCategory: (_categoryId, limit) => cached(`category:${limit}`, () => fakeCommerce.productsByCategory('all', limit)),
      recommendations: (request) => cached(`recs:${JSON.stringify(request)}`, () => fakeCommerce.recommendations(request)),
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
  const viaRenderer = renderWithEmotion(h(ContentRenderer, { content: await prepareContent(home, prepareOptions), registry, context }));
  const byHand = renderWithEmotion(handBuiltPage(home, context, dataByItem));
  const blockCount = (html) => (html.match(/data-schema="/g) ?? []).length;
  console.log(`content items rendered: renderer ${blockCount(viaRenderer) - 1} (+ the page item), by hand ${blockCount(byHand)}`);

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
    const meanByName = Object.fromEntries(bench.tasks.map((task) => [task.name, task.result.latency?.mean ?? task.result.mean]));
    rounds.push({ renderer: meanByName['renderer: prepare + render + emotion'], hand: meanByName['by hand: render + emotion'] });
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const ratios = rounds.map((round) => round.renderer / round.hand);
  console.log(`\nServer render of the demo home page (NODE_ENV=${process.env.NODE_ENV}, CPU time, ${ROUNDS} alternating rounds)`);
  console.table([
    { task: 'renderer: prepare + render + emotion', 'median of round means (ms)': median(rounds.map((r) => r.renderer)).toFixed(3) },
    { task: 'by hand: render + emotion', 'median of round means (ms)': median(rounds.map((r) => r.hand)).toFixed(3) },
  ]);
  console.log(`per-round ratios: ${ratios.map((ratio) => ratio.toFixed(2)).join(' ')}`);
  console.log(`ratio renderer / by hand (median): ${median(ratios).toFixed(2)}  (target ≤ 1.2)`);

  const served = await measureServedPage(sandboxPort);
  console.log('\nHome page as the production storefront serves it');
  console.log(`first-load JS: ${kb(served.gzip)} KB gzip (${kb(served.raw)} KB raw, ${served.scripts} files)  (target ≤ 120 KB gzip)`);
  console.log(`HTML: ${served.htmlBytes} bytes (${served.htmlGzip} bytes gzip)`);
} finally {
  await sandbox.close();
}
