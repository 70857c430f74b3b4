#!/usr/bin/env node
// npm run load: the production storefront under load (README, "Load"). Starts the sandbox and the storefront as
// `npm start` does, then runs autocannon with 64 connections for LOAD_DURATION seconds (default 60) against, one after
// the other:
//   1. `/` (the home page);
//   2. the same HTML as a static file served by the same server (express.static over the build's client folder);
//   3. a content page (`/t/trail-guide`);
//   4. random not-found slugs (`/t/load-missing-{unique id}`: every request a new address);
//   5. a product page (`/p/noslug-RM1004.html`), cached;
//   6. the same product page with a unique junk parameter per request (`?x={unique id}`): the render cache drops
//      parameters no page reads, so this must be served the cached page (target: >= 0.5 of 5's throughput, RSS flat);
//   7. segments: the three locales' home pages in rotation on every connection (`/`, `/en-ca/home`, `/fr-ca/home`:
//      `/en-ca/` would be a redirect), each response's `<html lang>` checked against the locale asked (mismatches
//      must be 0: no segment's copy served to another);
//   8. one customer-group segment: `/` for a signed-in Loyalty Member (sealed session and groups cookies, as the
//      storefront writes them, under this run's SESSION_SECRET): the single-segment figure of a personalised page;
//   9. twenty customer-group segments: `/` with twenty shoppers' cookies in rotation on every connection, each
//      response's groups (its `ridgeline-customer-groups` meta) checked against the cookies' (mismatches must be 0);
//      target: >= 0.5 of 8's throughput (each segment is rendered once, then served from the render cache).
//  10. publishing: `/` while the home page's hero is published every second (a signed Amplience webhook, each
//      purging the page): errors must be 0; reports the render cache's hit ratio (X-Render-Cache). With LOAD_REDIS=on
//      the storefront shares its cache through a redis-server of the run's own (REDIS_URL): run it both ways to
//      compare in-process and Redis.
// Reports per target requests/s, p50/p99 latency, errors, timeouts, non-2xx answers, and the storefront's RSS before
// and after the run; the throughput of `/` beside the static file as a ratio (target >= 0.5), and of the junk flood
// beside the product page (target >= 0.5). A benchmark, not a test: figures are printed, never asserted. Everything
// it starts is stopped, whatever happens. LOAD_ONLY runs a subset; LOAD_SANDBOX_PORT / LOAD_STOREFRONT_PORT pin the
// ports (free ones otherwise).
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  cpuTicksFromProcStat,
  groupsTally,
  loadRow,
  markdownTable,
  mb,
  rssFromProcStatus,
  segmentTally,
  staticRatio,
  throughputRatio,
} from './load/figures.mjs';
import { onStop, portFrom, startStorefront, stopAll, waitForHttp } from './bench/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 64;
const duration = Number(process.env.LOAD_DURATION ?? 60);
if (!Number.isFinite(duration) || duration <= 0) {
  console.error(`LOAD_DURATION must be a number of seconds above 0; got "${process.env.LOAD_DURATION}"`);
  process.exit(1);
}
const CONTENT_PAGE = '/t/trail-guide';
const PRODUCT_PAGE = '/p/noslug-RM1004.html';
/** The segments target's addresses and the `<html lang>` each must answer with. */
const SEGMENT_PAGES = [
  ['/', 'en-US'],
  ['/en-ca/home', 'en-CA'],
  ['/fr-ca/home', 'fr-CA'],
];
/**
 * The customer groups of the twenty segments of target 9 (and, first of them, the one of target 8): every shopper is
 * signed in (Everyone, Registered) and in a different set of the groups the sandbox computes.
 */
const GROUP_SEGMENTS = (() => {
  const optional = [
    'Loyalty Members',
    'Newsletter Subscribers',
    'First-Time Buyers',
    'Repeat Customers',
    'Big Spenders',
    'Canada Shoppers',
  ];
  const sets = [];
  // subsets of the optional groups, by size, until twenty (First-Time Buyers and Repeat Customers never together)
  for (let mask = 1; sets.length < 20 && mask < 1 << optional.length; mask += 1) {
    const chosen = optional.filter((_, bit) => mask & (1 << bit));
    if (chosen.includes('First-Time Buyers') && chosen.includes('Repeat Customers')) continue;
    sets.push(['Everyone', 'Registered', ...chosen]);
  }
  return sets;
})();
/** LOAD_ONLY=home,static (ids: home, static, content, not-found, product, junk, segments, member, groups): a subset, for a quick look. */
const only = process.env.LOAD_ONLY?.split(',').map((id) => id.trim());

for (const file of ['packages/sandbox/dist/cli.js', 'packages/storefront/build/server/index.js']) {
  try {
    readFileSync(path.join(root, file));
  } catch {
    console.error(`Missing production build (${file}): run \`npm run build\` first (\`npm run load\` does).`);
    process.exit(1);
  }
}

/** The sandbox as its own process, as `npm start` runs it: the load generator's event loop stays its own. */
async function startSandboxProcess(port) {
  const sandbox = spawn(process.execPath, [path.join(root, 'packages/sandbox/dist/cli.js')], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => sandbox.once('exit', resolve));
  const alive = () => sandbox.exitCode === null && sandbox.signalCode === null;
  const killOnExit = () => sandbox.kill('SIGKILL');
  process.once('exit', killOnExit);
  onStop(async () => {
    process.off('exit', killOnExit);
    if (!alive()) return;
    sandbox.kill('SIGTERM');
    const timer = setTimeout(() => sandbox.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  });
  await waitForHttp(`http://localhost:${port}/content/key/home?depth=all&format=inlined`, 30_000, alive);
}

function rssOf(pid) {
  return rssFromProcStatus(readFileSync(`/proc/${pid}/status`, 'utf8'));
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function cpuMsOf(pid) {
  return (cpuTicksFromProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / ticksPerSecond;
}

function run(url, options = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration, timeout: 10, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    onStop(() => instance.stop());
  });
}

/**
 * Cookies of signed-in shoppers of the given groups, sealed by the storefront's own code (loaded from its TypeScript
 * with tsx) under the SESSION_SECRET the storefront of this run is started with: the session (made-up tokens valid
 * for an hour: the render cache reads who the shopper is, it never calls commerce for a cached page) and a fresh
 * groups cookie of the same session and site.
 */
async function groupCookies(groupSets) {
  const { tsImport } = await import('tsx/esm/api');
  const app = (file) => tsImport(path.join(root, 'packages/storefront/app', file), import.meta.url);
  const { encodeSession, SHOPPER_SESSION_COOKIE } = await app('platform/commerce/shopperSession.server.ts');
  const { shopperGroupsKeys } = await app('platform/request/shopperGroups.server.ts');
  const { encodeShopperGroups } = await import('@ridgeline/commerce/server');
  const { SHOPPER_GROUPS_COOKIE } = await app('platform/commerce/shopperGroupsCookie.server.ts');
  const now = Date.now();
  return groupSets.map((groups, index) => {
    const usid = `load-usid-${index}`;
    const customerId = `load-customer-${index}`;
    const session = encodeSession({
      accessToken: 'load',
      refreshToken: 'load',
      usid,
      customerId,
      expiresAt: now + 3_600_000,
      registered: { firstName: 'Load' },
    });
    const entry = { usid, customerId, siteId: COMMERCE_SITE_ID, groups, fetchedAt: now };
    const stored = encodeShopperGroups(entry, shopperGroupsKeys());
    return { groups, cookie: `${SHOPPER_SESSION_COOKIE}=${session}; ${SHOPPER_GROUPS_COOKIE}=${stored}` };
  });
}
/** The sandbox's commerce site (the storefront's default beside the sandbox): the groups cookie names it. */
const COMMERCE_SITE_ID = 'RidgelineUS';

/** The home page's hero banner: what target 10 publishes. */
const HOME_HERO = 'd56d6845-6821-5b41-8d21-ad32fd4fefb6';

/** Posts one signed publish of the home hero (a new date each time: never a replay); its status. */
async function publishHomeHero(origin) {
  const body = JSON.stringify({
    name: 'dynamic-content.content-item.published',
    payload: { id: HOME_HERO, lastPublishedDate: new Date().toISOString() },
  });
  const signature = createHmac('sha256', process.env.AMPLIENCE_WEBHOOK_SECRET).update(body).digest('base64');
  const response = await fetch(`${origin}/__ridgeline/webhooks/amplience`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-amplience-webhook-signature': signature },
    body,
    signal: AbortSignal.timeout(5_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A redis-server of this run's own (LOAD_REDIS=on), nothing written to disk; resolves once it accepts connections. */
function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  onStop(() => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
}

try {
  // The storefront (bench/servers.mjs passes the environment on) and `groupCookies` seal with the same secret.
  process.env.SESSION_SECRET ??= randomBytes(32).toString('base64url');
  process.env.AMPLIENCE_WEBHOOK_SECRET ??= randomBytes(32).toString('base64url');
  if (process.env.LOAD_REDIS === 'on') {
    const redisPort = await portFrom('LOAD_REDIS_PORT');
    await startRedis(redisPort);
    process.env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
  }
  const sandboxPort = await portFrom('LOAD_SANDBOX_PORT');
  await startSandboxProcess(sandboxPort);
  let pid;
  // Its log is read (and so drained) for the `page-render` lines: the renders the render cache did not spare.
  let renders = 0;
  let pendingLine = '';
  const origin = await startStorefront(root, {
    port: await portFrom('LOAD_STOREFRONT_PORT'),
    sandboxPort,
    stdout: 'pipe',
    onSpawn: (child) => {
      pid = child.pid;
      child.stdout.on('data', (chunk) => {
        const lines = (pendingLine + chunk).split('\n');
        pendingLine = lines.pop();
        renders += lines.filter((line) => line.includes('"event":"page-render"')).length;
      });
    },
  });

  // Warm: measured are pages served whole. A page first rendered while the machine was busy starting may have gone
  // without some block's data, and is then kept only a minute (s-maxage=60, no stale-while-revalidate): wait it out.
  for (const page of ['/', CONTENT_PAGE, PRODUCT_PAGE, ...SEGMENT_PAGES.map(([address]) => address)]) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const response = await fetch(`${origin}${page}`);
      await response.arrayBuffer();
      if (/stale-while-revalidate/.test(response.headers.get('cache-control') ?? '')) break;
      if (Date.now() > deadline) {
        console.warn(
          `${page} is still served without some block's data after 2 minutes (${response.headers.get('cache-control')}); measuring anyway`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }

  // The same bytes as `/`, as a file the same server serves (express.static over build/client).
  const home = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer());
  const staticName = `load-home-${process.pid}.html`;
  const staticFile = path.join(root, 'packages/storefront/build/client', staticName);
  writeFileSync(staticFile, home);
  onStop(() => rmSync(staticFile, { force: true }));
  const served = Buffer.from(await (await waitForHttp(`${origin}/${staticName}`, 10_000)).arrayBuffer());
  if (!served.equals(home)) throw new Error(`/${staticName} does not serve the bytes of /`);

  // target 10: the render cache's answers, and the publishes posted meanwhile
  const publishing = {
    states: { hit: 0, stale: 0, miss: 0, other: 0 },
    publishes: 0,
    failedPublishes: 0,
    record(headers) {
      const state = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-render-cache')?.[1];
      this.states[state in this.states ? state : 'other'] += 1;
    },
  };
  const segments = segmentTally();
  const groupSegments = groupsTally();
  const shoppers = await groupCookies(GROUP_SEGMENTS);
  const shopperRequest = ({ groups, cookie }) => ({
    method: 'GET',
    path: '/',
    headers: { cookie },
    onResponse: (status, body) => groupSegments.record(groups, status, body),
  });
  const targets = [
    ['home', '`/`', `${origin}/`, {}],
    ['static', '`/` as a static file', `${origin}/${staticName}`, {}],
    ['content', `\`${CONTENT_PAGE}\``, `${origin}${CONTENT_PAGE}`, {}],
    ['not-found', 'random not-found slugs', `${origin}/t/load-missing-[<id>]`, { idReplacement: true }],
    ['product', `\`${PRODUCT_PAGE}\``, `${origin}${PRODUCT_PAGE}`, {}],
    ['junk', `\`${PRODUCT_PAGE}?x={unique}\``, `${origin}${PRODUCT_PAGE}?x=[<id>]`, { idReplacement: true }],
    [
      'segments',
      'three locales in rotation',
      origin,
      {
        // Each connection cycles through the three, so consecutive requests on it are of different segments.
        requests: SEGMENT_PAGES.map(([address, lang]) => ({
          method: 'GET',
          path: address,
          onResponse: (status, body) => segments.record(lang, status, body),
        })),
      },
    ],
    [
      'member',
      '`/`, one customer-group segment (a signed-in Loyalty Member)',
      origin,
      { requests: [shopperRequest(shoppers[0])] },
    ],
    // Each connection cycles through the twenty, so consecutive requests on it are of different segments.
    ['groups', '`/`, twenty customer-group segments in rotation', origin, { requests: shoppers.map(shopperRequest) }],
    [
      'publishing',
      `\`/\` while its hero is published every second (${process.env.REDIS_URL ? 'Redis' : 'in-process'} cache)`,
      origin,
      {
        requests: [
          { method: 'GET', path: '/', onResponse: (status, body, context, headers) => publishing.record(headers) },
        ],
      },
    ],
  ].filter(([id]) => only === undefined || only.includes(id));
  console.log(
    `npm run load: ${CONNECTIONS} connections, ${duration} s per target, storefront pid ${pid} (render cache: RENDER_CACHE_MB=${process.env.RENDER_CACHE_MB ?? 'default'})`,
  );
  const rows = [];
  for (const [id, label, url, options] of targets) {
    const [before, cpuBefore, rendersBefore] = [rssOf(pid), cpuMsOf(pid), renders];
    const publisher =
      id === 'publishing'
        ? setInterval(() => {
            publishing.publishes += 1;
            publishHomeHero(origin).then(
              (status) => status === 200 || (publishing.failedPublishes += 1),
              () => (publishing.failedPublishes += 1),
            );
          }, 1_000)
        : undefined;
    const result = await run(url, options).finally(() => clearInterval(publisher));
    const row = loadRow(label, result, before, rssOf(pid), cpuMsOf(pid) - cpuBefore, renders - rendersBefore);
    rows.push(row);
    console.log(
      `  ${label}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.errors} errors, ${row.timeouts} timeouts, ${row.statuses}, ${row.renders} renders`,
    );
  }
  console.log(`\n${markdownTable(rows)}\n`);
  const [homeRow, staticRow] = ['home', 'static'].map((id) => rows[targets.findIndex(([target]) => target === id)]);
  if (homeRow && staticRow) {
    const { ratio, target, met, cpuRatio } = staticRatio(homeRow, staticRow);
    console.log(
      `Throughput of \`/\` beside the same HTML as a static file: ${ratio.toFixed(2)} (target >= ${target}: ${met ? 'met' : 'NOT met'}).`,
    );
    console.log(
      `CPU per request, static file over \`/\`: ${cpuRatio.toFixed(2)} (steadier than throughput on a shared machine).`,
    );
  }
  const [productRow, junkRow] = ['product', 'junk'].map((id) => rows[targets.findIndex(([target]) => target === id)]);
  if (productRow && junkRow) {
    const { ratio, target, met } = throughputRatio(junkRow, productRow);
    console.log(
      `Unique junk parameter beside the cached product page: ${junkRow.requestsPerSecond.toFixed(0)} vs ${productRow.requestsPerSecond.toFixed(0)} req/s, ${ratio.toFixed(2)} (target >= ${target}: ${met ? 'met' : 'NOT met'}); RSS ${mb(junkRow.rssBefore)} → ${mb(junkRow.rssAfter)} MB, ${junkRow.renders} renders.`,
    );
  }
  if (targets.some(([id]) => id === 'segments')) {
    const tally = segments.summary();
    const byLang = Object.entries(tally.byLang)
      .map(([lang, count]) => `${lang} ${count}`)
      .join(', ');
    console.log(
      `Segments: ${tally.checked} responses checked (${byLang}), ${tally.mismatches} with another locale's <html lang> (must be 0), ${tally.failures} not 200 (must be 0): ${tally.ok ? 'no cross-talk' : 'FAILED'}.`,
    );
  }
  const [memberRow, groupsRow] = ['member', 'groups'].map((id) => rows[targets.findIndex(([target]) => target === id)]);
  if (memberRow && groupsRow) {
    const { ratio, target, met } = throughputRatio(groupsRow, memberRow);
    const tally = groupSegments.summary();
    console.log(
      `Twenty customer-group segments beside one: ${groupsRow.requestsPerSecond.toFixed(0)} vs ${memberRow.requestsPerSecond.toFixed(0)} req/s, ${ratio.toFixed(2)} (target >= ${target}: ${met ? 'met' : 'NOT met'}), ${groupsRow.renders} renders; ${tally.checked} responses of ${tally.segments} segments checked, ${tally.mismatches} rendered for other groups (must be 0), ${tally.failures} not 200 (must be 0): ${tally.ok ? 'no cross-talk' : 'FAILED'}.`,
    );
  }
  if (targets.some(([id]) => id === 'publishing')) {
    const { hit, stale, miss, other } = publishing.states;
    const answered = hit + stale + miss + other;
    console.log(
      `Publishing: ${publishing.publishes} publishes (${publishing.failedPublishes} failed), ${answered} answers: hit ratio ${(answered ? (hit + stale) / answered : 0).toFixed(3)} (${hit} hit, ${stale} stale, ${miss} miss, ${other} other), cache ${process.env.REDIS_URL ? 'Redis' : 'in-process'}.`,
    );
  }
  console.log('Not-found slugs answer 404 by design: their non-2xx count is every request.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
