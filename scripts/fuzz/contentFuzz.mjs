// The content fuzz: malformed content, generated with fast-check, goes through what a page request does with it
// (prepareContent with the real block registry and schemas, the JSON the storefront sends the browser, a streamed
// server render of the real blocks), always beside valid blocks. It counts what must never happen: a crash (an
// exception out of preparation, serialisation or the render's shell; a render that never finishes) and a valid
// sibling block that does not render. `npm run fuzz` runs 10,000 payloads; scripts/test/fuzz.test.mjs runs a
// small fixed-seed share of them on every `npm test`.
//
// Callers set NODE_ENV before importing this module's target (React and Emotion pick their build when first loaded).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SCHEMA = {
  homePage: 'https://schema.ridgeline.dev/home-page',
  cardCarousel: 'https://schema.ridgeline.dev/card-carousel',
  messagingBanner: 'https://schema.ridgeline.dev/messaging-banner',
  personalisedContainer: 'https://schema.ridgeline.dev/personalised-container',
};
const CORE = 'http://bigcontent.io/cms/schema/v1/core#/definitions/';
const PAGE_SCHEMAS = new Set([
  SCHEMA.homePage,
  'https://schema.ridgeline.dev/content-page',
  'https://schema.ridgeline.dev/category-landing-page',
]);

/** A render that has not finished by then counts as a hang (a crash). */
const RENDER_TIMEOUT_MS = 10_000;

const SIBLING_IDS = {
  before: 'fuzz-sibling-before',
  carousel: 'fuzz-sibling-carousel',
  cards: ['fuzz-sibling-card-1', 'fuzz-sibling-card-2'],
};

// ---------------------------------------------------------------------------------------------------------------
// The target: the real registry, schemas, demo content and a streamed server render.

/** Loads everything a run needs once: blocks, validator, demo content (inlined by the sandbox's delivery code). */
export async function createFuzzTarget() {
  const { createElement: h } = await import('react');
  const { renderToPipeableStream } = await import('react-dom/server');
  const { default: createCache } = await import('@emotion/cache');
  const { CacheProvider } = await import('@emotion/react');
  const { ContentRenderer, createValidator, prepareContent, summarizePreparedContent } =
    await import('@ridgeline/renderer/server');
  const { registry, createFakeCommerceService } = await import('@ridgeline/blocks');
  const { RidgelineProvider } = await import('@ridgeline/ui');
  const { loadContent, deliver } = await import('@ridgeline/sandbox');

  const schemasDir = path.join(root, 'schemas');
  const schemas = readdirSync(schemasDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')));
  const validator = createValidator(schemas);
  const sampleProducts = JSON.parse(
    readFileSync(path.join(root, 'packages/commerce/src/testing/sample-products.json'), 'utf8'),
  );
  const services = { commerce: createFakeCommerceService(sampleProducts) };

  const store = loadContent([path.join(root, 'packages/sandbox/content')]);
  const inlined = (body) =>
    deliver(body, store, { depth: Number.POSITIVE_INFINITY, format: 'inlined', locale: 'en-US' }).content;
  const blocks = store.items
    .map((stored) => stored.body)
    .filter((body) => !PAGE_SCHEMAS.has(body._meta.schema))
    .map(inlined);
  const home = inlined(store.items.find((stored) => stored.body._meta.deliveryKey === 'home').body);
  const bySchema = (schema) => blocks.find((block) => block._meta.schema === schema);

  const banner = structuredClone(bySchema(SCHEMA.messagingBanner));
  banner._meta.deliveryId = SIBLING_IDS.before;
  const carousel = structuredClone(
    blocks.find((block) => block._meta.schema === SCHEMA.cardCarousel && block.cardComponentType.length >= 2),
  );
  carousel._meta.deliveryId = SIBLING_IDS.carousel;
  carousel.desktopCardDisplay = 'default';
  carousel.cardComponentType = carousel.cardComponentType
    .slice(0, 2)
    .map((card, index) => ({ ...card, _meta: { ...card._meta, deliveryId: SIBLING_IDS.cards[index] } }));

  /** The page: a valid block, the malformed entries, a valid carousel (which holds them instead when `inCarousel`). */
  const page = (entries, inCarousel) => {
    const after = structuredClone(carousel);
    if (inCarousel) after.cardComponentType = [after.cardComponentType[0], ...entries, after.cardComponentType[1]];
    return { ...structuredClone(home), blocks: [structuredClone(banner), ...(inCarousel ? [] : entries), after] };
  };

  const render = (prepared, context) =>
    new Promise((resolve, reject) => {
      const errors = [];
      let html = '';
      const sink = new Writable({
        write(chunk, _encoding, done) {
          html += chunk;
          done();
        },
      });
      sink.on('finish', () => {
        clearTimeout(timer);
        resolve({ html, errors });
      });
      const element = h(
        CacheProvider,
        { value: createCache({ key: 'css' }) },
        h(RidgelineProvider, null, h(ContentRenderer, { content: prepared, registry, context })),
      );
      const stream = renderToPipeableStream(element, {
        onAllReady: () => stream.pipe(sink),
        onShellError: (error) => {
          clearTimeout(timer);
          reject(error);
        },
        onError: (error) => {
          errors.push(error);
        },
      });
      const timer = setTimeout(() => {
        stream.abort();
        reject(new Error(`the render did not finish within ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
    });

  return { blocks, page, prepareContent, render, registry, services, summarizePreparedContent, validator };
}

// ---------------------------------------------------------------------------------------------------------------
// Payloads. Every value is JSON as a delivery response parses to (deep values are parsed from text: building them
// with JSON.stringify would overflow its own stack).

const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '</style><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '<iframe src="//evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a><p style="background:url(javascript:alert(1))">y</p>',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '%00%0d%0a',
  ' ',
  '',
  '\n\t\r',
  'http://[::1]:80/',
  '//evil.example/path',
  'mailto:x@example.com?subject=<script>',
  '1e309',
  'NaN',
  '😀'.repeat(3000),
  'x'.repeat(9_000),
  `https://example.com/${'a'.repeat(8_000)}`,
  '<b>'.repeat(20_000),
  '<p>'.repeat(30_000) + 'deep html' + '</p>'.repeat(30_000),
];

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__ridgeline',
  '_meta',
  '',
  ' ',
  '0',
  'length',
];

const ODD_META = [
  null,
  5,
  'https://schema.ridgeline.dev/hero-banner',
  [],
  {},
  { schema: 5 },
  { schema: '' },
  { schema: '   ' },
  { schema: null },
  { schema: ['https://schema.ridgeline.dev/hero-banner'] },
  { schema: { $ref: 'x' } },
  { schema: `${CORE}content-link` },
  { schema: `${CORE}content-reference` },
  { schema: `${CORE}image-link` },
  { schema: `${CORE}video-link` },
  { schema: `${CORE}localized-value` },
  { schema: 'https://schema.ridgeline.dev/hero-banner', deliveryId: { id: 1 } },
  { schema: 'https://schema.ridgeline.dev/hero-banner', deliveryId: 12 },
  { schema: 'https://schema.ridgeline.dev/hero-banner', name: ['x'] },
  { schema: 'https://schema.ridgeline.dev/hero-banner', deliveryId: 'x'.repeat(5_000) },
  { schema: 'https://schema.ridgeline.dev/home-page' },
  { schema: 'https://schema.ridgeline.dev/never-heard-of' },
];

/** `levels` nested objects (or lists, or both) around a leaf, parsed from text. */
function deepValue(levels, shape, leaf = '"bottom"') {
  const open = { object: '{"nested":', array: '[', mixed: null }[shape];
  if (open) return JSON.parse(open.repeat(levels) + leaf + (shape === 'array' ? ']' : '}').repeat(levels));
  let text = '';
  for (let level = 0; level < levels; level++) text += level % 2 ? '[' : '{"nested":';
  text += leaf;
  for (let level = levels - 1; level >= 0; level--) text += level % 2 ? ']' : '}';
  return JSON.parse(text);
}

/** An object whose own keys may be `__proto__` and friends, as JSON.parse makes them. */
function objectWithKeys(entries) {
  return JSON.parse(
    `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`,
  );
}

/** Every path to a value inside `value` (iteratively), the root included. */
function pathsOf(value) {
  const paths = [];
  const stack = [[value, []]];
  while (stack.length > 0) {
    const [node, at] = stack.pop();
    paths.push(at);
    if (Array.isArray(node)) node.forEach((child, index) => stack.push([child, [...at, index]]));
    else if (node && typeof node === 'object')
      for (const key of Object.keys(node)) stack.push([node[key], [...at, key]]);
  }
  return paths;
}

function setAt(target, at, value) {
  if (at.length === 0) return value;
  let node = target;
  for (const key of at.slice(0, -1)) node = node[key];
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(at[at.length - 1], 1);
    else delete node[at[at.length - 1]];
  } else node[at[at.length - 1]] = value;
  return target;
}

function getAt(target, at) {
  let node = target;
  for (const key of at) node = node?.[key];
  return node;
}

let nextId = 0;
const fuzzId = () => `fuzz-${(nextId++).toString(36)}`;

/** A demo block, copied, with a fresh delivery id (so a mutant never carries a sibling's). */
function baseBlock(blocks, index) {
  const block = structuredClone(blocks[index % blocks.length]);
  block._meta.deliveryId = fuzzId();
  return block;
}

const jsonLeaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
);
const jsonValue = fc.oneof({ weight: 3, arbitrary: jsonLeaf }, { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) });
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

/** One malformed entry for a page's (or a carousel's) list of blocks: `{ label, value }`. */
function malformedEntry(blocks) {
  const base = fc.nat();
  return fc.oneof(
    // Deep nesting: in a real field or a new one, objects, lists or both, far past the limit or just around it.
    {
      weight: 3,
      arbitrary: fc
        .record({
          base,
          levels: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 3_000, max: 120_000 })),
          shape: fc.constantFrom('object', 'array', 'mixed'),
          field: fc.nat(),
          withoutMeta: fc.boolean(),
        })
        .map(({ base: index, levels, shape, field, withoutMeta }) => {
          const block = baseBlock(blocks, index);
          const keys = Object.keys(block).filter((key) => key !== '_meta');
          const key = field % 3 === 0 || keys.length === 0 ? 'extra' : keys[field % keys.length];
          block[key] = deepValue(levels, shape);
          if (withoutMeta) delete block._meta;
          return { label: `deep ${shape} ${levels}${withoutMeta ? ' without _meta' : ''}`, value: block };
        }),
    },
    // Items inside items inside items…
    {
      weight: 1,
      arbitrary: fc
        .record({
          base,
          levels: fc.integer({ min: 2, max: 3_000 }),
          field: fc.constantFrom('extra', 'cardComponentType', 'defaultContent'),
        })
        .map(({ base: index, levels, field }) => {
          let item = baseBlock(blocks, index);
          for (let level = 1; level < levels; level++) {
            const outer = baseBlock(blocks, index + level);
            outer[field] = field === 'extra' ? item : [item];
            item = outer;
          }
          return { label: `${levels} nested items via ${field}`, value: item };
        }),
    },
    // Huge lists: in a block's own list field, in a new field, or as the entry itself.
    {
      weight: 3,
      arbitrary: fc
        .record({
          base,
          length: fc.oneof(fc.integer({ min: 500, max: 2_500 }), fc.integer({ min: 10_000, max: 60_000 })),
          element: fc.constantFrom('number', 'string', 'object', 'item', 'stub'),
          where: fc.constantFrom('field', 'entry', 'list field'),
        })
        .map(({ base: index, length, element, where }) => {
          const make = {
            number: (i) => i,
            string: (i) => `entry ${i}`,
            object: (i) => ({ label: `entry ${i}`, url: '/x' }),
            item: (i) => blocks[(index + i) % blocks.length], // shared: preparation copies, never changes its input
            stub: (i) => ({
              _meta: { schema: `${CORE}content-link` },
              contentType: blocks[i % blocks.length]._meta.schema,
              id: `stub-${i}`,
            }),
          }[element];
          const list = Array.from({ length }, (_, i) => make(i));
          if (where === 'entry') return { label: `a list of ${length} ${element}s as a block`, value: list };
          const block = baseBlock(blocks, index);
          const listFields = Object.keys(block).filter((key) => Array.isArray(block[key]));
          const key = where === 'list field' && listFields.length > 0 ? listFields[index % listFields.length] : 'extra';
          block[key] = list;
          return { label: `${length} ${element}s in ${key}`, value: block };
        }),
    },
    // Missing or odd _meta, on the block or on an item inside it.
    {
      weight: 3,
      arbitrary: fc
        .record({ base, meta: fc.nat(), nested: fc.boolean(), remove: fc.boolean() })
        .map(({ base: index, meta, nested, remove }) => {
          const block = baseBlock(blocks, index);
          const owners = nested
            ? pathsOf(block).filter(
                (at) => at.length > 0 && getAt(block, at)?._meta !== undefined && at[at.length - 1] !== '_meta',
              )
            : [];
          const owner = owners.length > 0 ? owners[meta % owners.length] : [];
          const target = owner.length > 0 ? getAt(block, owner) : block;
          if (remove) delete target._meta;
          else target._meta = structuredClone(ODD_META[meta % ODD_META.length]);
          return {
            label: `${remove ? 'no' : 'odd'} _meta on ${owner.length > 0 ? owner.join('.') : 'the block'}`,
            value: block,
          };
        }),
    },
    // Wrong types and values at random places of a real block.
    {
      weight: 4,
      arbitrary: fc
        .record({
          base,
          edits: fc.array(
            fc.record({
              at: fc.nat(),
              op: fc.constantFrom('set', 'delete', 'wrap', 'unwrap', 'repeat'),
              value: jsonValue,
            }),
            { minLength: 1, maxLength: 6 },
          ),
        })
        .map(({ base: index, edits }) => {
          let block = baseBlock(blocks, index);
          for (const { at, op, value } of edits) {
            const paths = pathsOf(block).filter((candidate) => candidate.length > 0);
            if (paths.length === 0) break;
            const where = paths[at % paths.length];
            const current = getAt(block, where);
            const replacement = {
              set: value,
              delete: undefined,
              wrap: [current],
              unwrap: Array.isArray(current)
                ? (current[0] ?? null)
                : current && typeof current === 'object'
                  ? (Object.values(current)[0] ?? null)
                  : { value: current },
              repeat: Array.isArray(current)
                ? Array.from({ length: 400 + (at % 3_000) }, () => structuredClone(current[0] ?? value))
                : [current, current],
            }[op];
            block = setAt(block, where, replacement);
          }
          return { label: `edited ${edits.map((edit) => edit.op).join('+')}`, value: block };
        }),
    },
    // Unknown schemas, and known ones with nothing right in them.
    {
      weight: 2,
      arbitrary: fc
        .record({
          schema: fc.oneof(
            fc.webUrl(),
            hostileString,
            fc.constantFrom(...blocks.map((block) => block._meta.schema)).map((schema) => `${schema}/v2`),
            fc.constantFrom(...blocks.map((block) => block._meta.schema)),
          ),
          fields: fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...HOSTILE_KEYS)), jsonValue, {
            maxKeys: 12,
          }),
        })
        .map(({ schema, fields }) => ({
          label: 'unknown or empty schema',
          value: objectWithKeys([
            ...Object.entries(fields).filter(([key]) => key !== '_meta'),
            ['_meta', { schema, deliveryId: fuzzId() }],
          ]),
        })),
    },
    // Hostile strings in every text field, or in hostile keys.
    {
      weight: 3,
      arbitrary: fc
        .record({
          base,
          strings: fc.array(hostileString, { minLength: 1, maxLength: 8 }),
          key: fc.constantFrom(...HOSTILE_KEYS),
          huge: fc.integer({ min: 0, max: 260_000 }),
        })
        .map(({ base: index, strings, key, huge }) => {
          const block = baseBlock(blocks, index);
          let count = 0;
          for (const at of pathsOf(block)) {
            if (typeof getAt(block, at) === 'string' && !at.includes('_meta'))
              setAt(block, at, strings[count++ % strings.length]);
          }
          const stringPaths = pathsOf(block).filter(
            (at) => typeof getAt(block, at) === 'string' && !at.includes('_meta'),
          );
          if (stringPaths.length > 0 && huge > 150_000)
            setAt(block, stringPaths[huge % stringPaths.length], `<p>${'A'.repeat(huge)}</p>`);
          const withKey = JSON.parse(
            JSON.stringify(block).replace(
              /^\{/,
              `{${JSON.stringify(key)}:${JSON.stringify({ polluted: true, status: 'ok' })},`,
            ),
          );
          return {
            label: `hostile strings (${huge > 150_000 ? `${huge} characters, ` : ''}key ${JSON.stringify(key)})`,
            value: withKey,
          };
        }),
    },
    // Large but valid trees: many items in a container.
    {
      weight: 1,
      arbitrary: fc
        .record({
          base,
          count: fc.integer({ min: 50, max: 1_900 }),
          container: fc.constantFrom('personalised', 'carousel'),
        })
        .map(({ base: index, count, container }) => {
          const holder = structuredClone(
            blocks.find(
              (block) =>
                block._meta.schema === (container === 'carousel' ? SCHEMA.cardCarousel : SCHEMA.personalisedContainer),
            ),
          );
          holder._meta.deliveryId = fuzzId();
          const source =
            container === 'carousel'
              ? holder.cardComponentType
              : blocks.filter((block) => !block.cardComponentType && !block.defaultContent && !block.variants);
          const children = Array.from({ length: count }, (_, i) => ({
            ...structuredClone(source[(index + i) % source.length]),
            _meta: { ...source[(index + i) % source.length]._meta, deliveryId: `many-${i}` },
          }));
          if (container === 'carousel') holder.cardComponentType = children;
          else {
            holder.variants = [];
            holder.defaultContent = children;
          }
          return { label: `${count} items in a ${container} container`, value: holder };
        }),
    },
    // Anything at all.
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => ({ label: 'random JSON', value })) },
  );
}

/** One generated case: the malformed entries, where they go, and the render mode. */
export function fuzzCase(blocks) {
  return fc.record({
    entries: fc.array(malformedEntry(blocks), { minLength: 1, maxLength: 3 }),
    inCarousel: fc.boolean(),
    mode: fc.constantFrom('production', 'development', 'preview'),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A run.

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Untimed renders of the valid page before the first timed case. */
export const WARM_UP_RENDERS = 40;

/**
 * Runs `runs` generated cases (fast-check, `seed`), each: prepare → JSON for the browser → streamed server render,
 * then checks that every valid sibling rendered. Returns counts and timings; never throws for a failing case.
 */
export async function runContentFuzz({ runs, seed, target, onProgress = () => {} }) {
  const fuzz = target ?? (await createFuzzTarget());
  const crashes = [];
  const lostSiblings = [];
  const isolatedRenderErrors = [];
  const failureKinds = new Map();
  const timings = [];
  const cpuTimings = [];
  let blankPages = 0;
  /** The five slowest cases, slowest first. */
  let slowest = [];
  let index = 0;

  const check = async ({ entries, inCarousel, mode }) => {
    const label = `#${index} ${mode} ${inCarousel ? 'in the carousel' : 'in the page'}: ${entries.map((entry) => entry.label).join(' | ')}`;
    index += 1;
    const context = { mode, locale: 'en-US', customerGroups: ['Unregistered', 'Everyone'] };
    const entriesJson = entries.map((entry) => entry.value);
    const logger = {
      log(entry) {
        failureKinds.set(entry.kind, (failureKinds.get(entry.kind) ?? 0) + 1);
      },
    };
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    try {
      const prepared = await fuzz.prepareContent(fuzz.page(entriesJson, inCarousel), {
        registry: fuzz.registry,
        validator: fuzz.validator,
        context,
        services: fuzz.services,
        logger,
      });
      JSON.stringify(prepared); // what the storefront sends the browser
      const { html, errors } = await fuzz.render(prepared, context);
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuStarted);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      timings.push(ms);
      cpuTimings.push(cpuMs);
      if (slowest.length < 5 || ms > slowest[slowest.length - 1].ms)
        slowest = [...slowest, { ms, cpuMs, label }].sort((a, b) => b.ms - a.ms).slice(0, 5);
      if (fuzz.summarizePreparedContent(prepared).allBlocksFailed) blankPages += 1;
      for (const error of errors)
        isolatedRenderErrors.push({ label, message: String(error?.message ?? error).slice(0, 300) });
      const missing = [SIBLING_IDS.before, SIBLING_IDS.carousel, ...SIBLING_IDS.cards].filter(
        (id) => !html.includes(`data-content-id="${id}"`),
      );
      if (missing.length > 0) lostSiblings.push({ label, missing });
    } catch (error) {
      crashes.push({ label, message: String(error?.stack ?? error).slice(0, 600) });
    }
    onProgress(index);
    return true;
  };

  // A server renders warm: the first renders of a process pay for compiling the renderer, React and the blocks, which
  // would be charged to whichever case came first. Untimed renders of the valid page (in both modes, with an empty
  // and a carousel entry) go first.
  for (let warm = 0; warm < WARM_UP_RENDERS; warm += 1) {
    const mode = warm % 2 === 0 ? 'production' : 'preview';
    const context = { mode, locale: 'en-US', customerGroups: ['Unregistered', 'Everyone'] };
    const prepared = await fuzz.prepareContent(fuzz.page([], warm % 4 < 2), {
      registry: fuzz.registry,
      validator: fuzz.validator,
      context,
      services: fuzz.services,
      logger: { log() {} },
    });
    JSON.stringify(prepared);
    await fuzz.render(prepared, context);
  }

  // The property never fails: every case is run and counted, none is shrunk.
  await fc.assert(fc.asyncProperty(fuzzCase(fuzz.blocks), check), { numRuns: runs, seed, endOnFailure: true });
  const sorted = [...timings].sort((a, b) => a - b);
  const sortedCpu = [...cpuTimings].sort((a, b) => a - b);
  return {
    runs: index,
    seed,
    crashes,
    lostSiblings,
    isolatedRenderErrors,
    blankPages,
    failureKinds: Object.fromEntries([...failureKinds].sort((a, b) => b[1] - a[1])),
    slowest,
    medianMs: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    cpu: {
      medianMs: percentile(sortedCpu, 0.5),
      p99Ms: percentile(sortedCpu, 0.99),
      slowestMs: sortedCpu[sortedCpu.length - 1] ?? 0,
    },
  };
}

/** The summary as printed by `npm run fuzz`. */
export function formatFuzzSummary(summary, seconds) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const lines = [
    `content fuzz: ${summary.runs.toLocaleString('en-US')} payloads, seed ${summary.seed}, ${seconds.toFixed(0)} s`,
    `  crashes:                        ${summary.crashes.length}`,
    `  valid sibling blocks lost:      ${summary.lostSiblings.length}`,
    `  block render errors (isolated): ${summary.isolatedRenderErrors.length}`,
    `  pages with every block failed:  ${summary.blankPages} (sent no-store)`,
    `  failures by kind:               ${
      Object.entries(summary.failureKinds)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ') || 'none'
    }`,
    `  render (prepare + JSON + SSR):  median ${ms(summary.medianMs)}, p99 ${ms(summary.p99Ms)}, slowest ${ms(summary.slowest[0]?.ms ?? 0)} (wall time)`,
    `  the same, CPU time:             median ${ms(summary.cpu.medianMs)}, p99 ${ms(summary.cpu.p99Ms)}, slowest ${ms(summary.cpu.slowestMs)} (this process, GC included)`,
    ...summary.slowest.map((slow) => `    ${ms(slow.ms)} (CPU ${ms(slow.cpuMs)})  ${slow.label.slice(0, 150)}`),
  ];
  for (const crash of summary.crashes.slice(0, 5))
    lines.push(`  CRASH ${crash.label}\n    ${crash.message.replace(/\n/g, '\n    ')}`);
  for (const lost of summary.lostSiblings.slice(0, 5)) lines.push(`  LOST ${lost.missing.join(', ')} in ${lost.label}`);
  for (const error of summary.isolatedRenderErrors.slice(0, 5))
    lines.push(`  RENDER ERROR ${error.message} in ${error.label}`);
  return lines.join('\n');
}
