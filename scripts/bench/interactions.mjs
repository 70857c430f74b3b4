// The interactions bench: a phone (390×844, touch, CPU slowed 4× through CDP's Emulation.setCPUThrottlingRate) taps
// the shop's controls and times each from the tap to its visible outcome, twice: BEFORE the first hydration (tapped as
// soon as the control is visible, the islands runtime possibly not started) and AFTER it (the page loaded, the network
// quiet, no island still loading). It records beside each time the Event Timing worst duration (PerformanceObserver
// 'event', durationThreshold 16: what INP reads) and whether a page load happened (a document request of the main
// frame after the tap), so an interaction that reloads the page shows as one whatever the page's code does.
// Runs inside `npm run bench` (scripts/bench.mjs) and alone: `node scripts/bench/interactions.mjs <storefront origin>
// [<baseline storefront origin>]` against servers already running.
// The outcome predicates and the in-page recorder run in the page, where the DOM's globals are defined:
/* global document, location, Element, addEventListener, requestAnimationFrame, isShown */

/** The phone: an iPhone 12–15 sized screen, touch, and the CPU slowdown Lighthouse's mobile profile uses. */
export const PHONE = { width: 390, height: 844, cpuSlowdown: Number(process.env.BENCH_CPU_SLOWDOWN ?? 4) };
/** An interaction with no visible outcome by then is reported as such, not waited for. */
const OUTCOME_TIMEOUT_MS = 30_000;
const QUIET_MS = 1_000;
const MAX_SETTLE_MS = 30_000;

/**
 * The six interactions. `path`: the page; `setup` (optional): what must happen first (after hydration or not);
 * `act`: the tap (or choice); `startOn` (optional): the event the time starts from when not the tap's pointerdown;
 * `outcome`: a predicate run in the page, true once the outcome is on screen.
 * Selectors name what the server HTML carries, so they hold before hydration too.
 */
export const INTERACTIONS = [
  {
    name: 'open menu',
    path: '/c/mens/',
    act: (page) => page.locator('[data-island="mobile-menu"] button').first().tap(),
    outcome: () => isShown(document.querySelector('nav[data-mobile-menu]')),
  },
  {
    name: 'open search',
    path: '/c/mens/',
    act: (page) => page.locator('summary[aria-haspopup="dialog"]').first().tap(),
    // the hydrated drawer's field, or (before hydration) the unfolded <details>' plain form
    outcome: () =>
      Array.from(document.querySelectorAll('[role="dialog"] input[name="q"], details[open] input[name="q"]')).some(
        isShown,
      ),
  },
  {
    name: 'choose a size',
    path: '/p/noslug-RM1004.html?color=010',
    act: (page) => page.locator('a[data-value="L"], button[data-value="L"], input[value="L"]').first().tap(),
    outcome: () =>
      new URL(location.href).searchParams.get('size') === 'L' ||
      Boolean(document.querySelector('[data-value="L"][aria-checked="true"], [data-value="L"][aria-current="true"]')),
  },
  {
    name: 'add to bag',
    path: '/p/noslug-RM1004.html?color=010&size=L',
    act: (page) =>
      page
        .getByRole('button', { name: /add to bag/i })
        .first()
        .tap(),
    // the hydrated confirmation (a native <dialog>, or a dialog role), or (a form post) the bag page or the page back with
    // its notice
    outcome: () =>
      Array.from(document.querySelectorAll('dialog, [role="dialog"], [role="status"], [role="alert"]')).some(
        (node) => isShown(node) && /added|bag/i.test(node.textContent ?? ''),
      ) ||
      (location.pathname.startsWith('/cart') && document.readyState !== 'loading'),
  },
  {
    name: 'apply a filter',
    path: '/c/mens/',
    // on a phone the refinements are in the filter drawer: opening it is set-up, not the interaction timed
    setup: async (page) => {
      await page.locator('[data-filter-drawer-button]').first().tap();
      await page.locator('[role="dialog"] a[data-refinement-value="Black"]').first().waitFor({ state: 'visible' });
    },
    act: (page) => page.locator('[role="dialog"] a[data-refinement-value="Black"]').first().tap(),
    outcome: () =>
      (new URL(location.href).searchParams.get('refine') ?? '').includes('Black') &&
      Boolean(document.querySelector('a[data-refinement-value="Black"][data-selected="true"]')),
  },
  {
    name: 'sort',
    path: '/c/mens/',
    // A finger taps the select, which opens the browser's own picker at once; the time runs from the choice made in it
    // (the `change`), not from that tap: what lies between is the shopper reading the options (here the bench's own
    // round trip to pick one), not the page's work. The tap still wakes the select's island.
    startOn: 'change',
    act: async (page) => {
      const select = page.locator('select[name="sort"]').first();
      await select.tap();
      await select.selectOption('price-low-to-high');
    },
    outcome: () =>
      new URL(location.href).searchParams.get('sort') === 'price-low-to-high' &&
      document.querySelector('select[name="sort"]')?.value === 'price-low-to-high',
  },
];

/** The floor of tap-to-paint: the bench's floor page (one hydrated React counter), tapped the same way. */
export const FLOOR_INTERACTION = {
  name: 'floor: tap a React counter',
  path: '',
  act: (page) => page.locator('button').first().tap(),
  outcome: () => document.querySelector('button')?.textContent === 'Clicked 1 times',
};

// Runs in every document of the phone's pages: the tap's time (pointerdown, or a select's change), the start of the time
// measured (the tap, or the interaction's `startOn` event: the choice in a select's picker), the worst Event Timing
// entry since, whether islands had hydrated, and when the first frame that shows the outcome was drawn. The outcome is
// watched in the page, from before the tap, at every animation frame: a poll started from the bench after the tap
// would begin only once Playwright's tap call and its own round trips had returned (≈ 200 ms at CPU ×4), and anything
// faster would read as that. The frame's end: a long animation frame (over 50 ms, the Long Animation Frames API) that
// holds the callback ends when its style, layout and paint are done; a shorter frame is counted at its callback (at
// most 50 ms early). A task posted after the callback is no end mark: Chrome runs queued network, image and timer
// tasks first (200 ms late on a filtered list). All is kept in sessionStorage, so that a page load after the tap
// still finds it and watches on. Times are epoch milliseconds (timeOrigin + timeStamp), comparable across documents.
const IN_PAGE = () => {
  const KEY = 'ridgeline-bench';
  const read = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  const write = (value) => sessionStorage.setItem(KEY, JSON.stringify(value));
  const record = (event) => {
    const state = read();
    if (!state?.armed) return;
    const at = performance.timeOrigin + event.timeStamp;
    // Event Timing counts from the first touch; the time, from the interaction's own start (`startOn`) when it has one
    if (state.tapAt === undefined) {
      const island = event.target instanceof Element ? event.target.closest('[data-island]') : null;
      state.tapAt = at;
      state.islandState = island ? (island.getAttribute('data-island-state') ?? 'not started') : 'no island';
    }
    if (state.startAt === undefined && (!state.startOn || event.type === state.startOn)) state.startAt = at;
    write(state);
  };
  addEventListener('pointerdown', record, { capture: true });
  addEventListener('change', record, { capture: true });
  new PerformanceObserver((list) => {
    const state = read();
    if (!state?.armed) return;
    for (const entry of list.getEntries()) {
      if (performance.timeOrigin + entry.startTime + 1 < (state.tapAt ?? Infinity)) continue;
      state.worstEventMs = Math.max(state.worstEventMs ?? 0, entry.duration);
    }
    write(state);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The outcome's predicate arrives as source (the bench arms it, or the document before a page load did); the
  // context bypasses the storefront's Content-Security-Policy, so it can be evaluated here.
  const watch = () => {
    const armed = read();
    if (!armed?.armed || armed.frameAt !== undefined) return;
    // the bench's own predicate, by indirect eval: in the page's global scope
    const shown = (0, eval)(armed.outcome);
    const frame = () => {
      const state = read();
      if (state?.startAt !== undefined && shown()) {
        state.frameAt = performance.timeOrigin + performance.now();
        write(state);
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  Object.defineProperty(globalThis, '__ridgelineBenchWatch', { value: watch });
  watch();
};

const IS_SHOWN = `function isShown(node) { return Boolean(node) && node.checkVisibility({ visibilityProperty: true }) && node.getBoundingClientRect().height > 0; }`;

async function phoneContext(browser) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    // the outcome polls are page-side expressions, which the storefront's Content-Security-Policy (no eval) refuses;
    // the policy changes nothing the interactions time
    bypassCSP: true,
  });
  await context.addInitScript(IN_PAGE);
  return context;
}

/** Waits until nothing is in flight for QUIET_MS and no island is loading: "after the first hydration". */
async function settle(page) {
  const deadline = Date.now() + MAX_SETTLE_MS;
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: MAX_SETTLE_MS }).catch(() => {});
  while (Date.now() < deadline) {
    const loading = await page.evaluate(() => document.querySelectorAll('[data-island-state="loading"]').length);
    if (loading === 0) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(QUIET_MS);
}

/**
 * Runs in the page once the outcome's frame was seen: the bench's state with `shownAt`, the end of that frame's
 * rendering when it was a long animation frame (observed with `buffered`, so whenever the entry was queued), else the
 * frame's callback time.
 */
const frameEnd = () =>
  new Promise((resolve) => {
    const state = JSON.parse(sessionStorage.getItem('ridgeline-bench') ?? 'null');
    const done = (shownAt) => {
      observer.disconnect();
      resolve({ ...state, shownAt });
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const start = performance.timeOrigin + entry.startTime;
        if (start <= state.frameAt && state.frameAt <= start + entry.duration) done(start + entry.duration);
      }
    });
    observer.observe({ type: 'long-animation-frame', buffered: true });
    // the buffered entries, if any, are delivered in the observer's first callback; none in a second means a short frame
    setTimeout(() => done(state.frameAt), 1_000);
  });

/** One interaction on a fresh phone page: `{ ms, worstEventMs, pageLoad, islandState }` or `{ error }`. */
export async function measureInteraction(browser, origin, interaction, { hydrated }) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(origin + interaction.path, { waitUntil: hydrated ? 'load' : 'commit' });
    if (hydrated) await settle(page);
    if (interaction.setup) await interaction.setup(page);
    let pageLoad = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoad = true;
    });
    const outcome = `(() => { ${IS_SHOWN}; return ${interaction.outcome.toString()}; })()`;
    const shownBefore = await page.evaluate(
      ([startOn, source]) => {
        sessionStorage.setItem('ridgeline-bench', JSON.stringify({ armed: true, startOn, outcome: source }));
        const shownAlready = (0, eval)(source)();
        globalThis.__ridgelineBenchWatch();
        return shownAlready;
      },
      [interaction.startOn, outcome],
    );
    if (shownBefore) return { error: 'outcome shown before the tap' };
    await interaction.act(page);
    const deadline = Date.now() + OUTCOME_TIMEOUT_MS;
    let state;
    while (state?.frameAt === undefined) {
      const left = deadline - Date.now();
      if (left <= 0) return { error: 'no outcome' };
      try {
        // only waits: the time was taken in the page, at the first frame that showed the outcome
        await page.waitForFunction(
          () => JSON.parse(sessionStorage.getItem('ridgeline-bench') ?? 'null')?.frameAt !== undefined,
          undefined,
          { polling: 50, timeout: left },
        );
        state = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ridgeline-bench') ?? 'null'));
      } catch (error) {
        // a page load after the tap destroys the context the wait ran in: wait again in the new document
        if (!/context was destroyed|navigation|Target closed/i.test(String(error)))
          return { error: /Timeout/.test(String(error)) ? 'no outcome' : String(error).split('\n')[0].slice(0, 80) };
        await page.waitForLoadState('domcontentloaded').catch(() => {});
      }
    }
    // Event Timing reports an interaction once its frame was presented: give it that frame before reading
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    state = await page.evaluate(frameEnd);
    if (state?.startAt === undefined) return { error: 'tap not seen' };
    return {
      ms: state.shownAt - state.startAt,
      worstEventMs: state.worstEventMs ?? 0,
      pageLoad,
      islandState: state.islandState,
    };
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 80) };
  } finally {
    await context.close();
  }
}

const cell = (result) =>
  result.error
    ? result.error
    : `${Math.round(result.ms)} ms, ET ${Math.round(result.worstEventMs)} ms${result.pageLoad ? ', PAGE LOAD' : ''}`;

/**
 * Every interaction before and after hydration on `origin` and, side by side, on each baseline (`{ label, origin }`)
 * measured in the same run, plus the floor page's tap when `floorUrl` is given. Returns the rows printed.
 */
export async function benchInteractions(browser, { origin, label = 'this build', baselines = [], floorUrl }) {
  const targets = [{ label, origin }, ...baselines];
  const rows = [];
  const measureRow = async (interaction, originsOf) => {
    const row = { interaction: interaction.name };
    for (const when of ['before', 'after']) {
      for (const target of originsOf) {
        // baselines alternate with this build so that the machine's drift weighs on both alike
        const result = await measureInteraction(browser, target.origin, interaction, { hydrated: when === 'after' });
        row[`${when} hydration: ${target.label}`] = cell(result);
        if (when === 'before' && target === originsOf[0] && !result.error)
          row['island at tap'] = result.islandState ?? '-';
      }
    }
    return row;
  };
  for (const interaction of INTERACTIONS) rows.push(await measureRow(interaction, targets));
  if (floorUrl) rows.push(await measureRow(FLOOR_INTERACTION, [{ label, origin: floorUrl }]));
  return rows;
}

/** The printed section of `npm run bench`. */
export function printInteractions(rows) {
  console.log(
    `\nInteractions on a phone (${PHONE.width}×${PHONE.height}, touch, CPU ${PHONE.cpuSlowdown}× slower): tap to ` +
      'visible outcome; ET = Event Timing worst duration (≥ 16 ms, what INP reads); PAGE LOAD = a document request ' +
      'followed the tap. Before hydration: tapped as soon as the control is visible; after: page loaded, network ' +
      'quiet, no island loading.',
  );
  console.table(rows);
  console.log('targets: each ≤ 200 ms (stretch ≤ 100 ms), none a page load once hydrated, ET ≤ 100 ms');
}

// Alone: node scripts/bench/interactions.mjs <origin> [<baseline origin>]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, baseline] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: node scripts/bench/interactions.mjs <storefront origin> [<baseline storefront origin>]');
    process.exit(2);
  }
  const { launchBrowser } = await import('./first-load.mjs');
  const { stopAll } = await import('./servers.mjs');
  try {
    const browser = await launchBrowser();
    const baselines = baseline ? [{ label: 'baseline', origin: baseline }] : [];
    printInteractions(await benchInteractions(browser, { origin, baselines }));
  } finally {
    await stopAll();
  }
}
