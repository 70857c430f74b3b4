import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { createContentApi } from '../content-api.js';
import { loadContent, type ContentStore, type StoreProblem } from '../store.js';
import {
  buildStagingDomain,
  DEMO_STAGING_ENVIRONMENTS,
  normaliseHost,
  parseStagingDomain,
  type StagingDomain,
  type StagingEnvironment,
} from './environments.js';

/**
 * Virtual staging: the Content Delivery 2 API over public content + drafts + the scheduled editions active
 * at a point in time, reached through a VSE domain; and the virtual-staging domain API that
 * `StagingEnvironmentFactory.generateDomain()` calls (the time machine).
 *
 * Staging folder layout (default `packages/sandbox/content-staging`):
 *   drafts/**\/*.json                    items only a VSE serves (new items, or newer versions of public ones by deliveryId)
 *   editions/{editionId}/edition.json    { "name", "start", "end"? } (ISO date-times)
 *   editions/{editionId}/content/**\/*.json   items the edition publishes from `start` until `end` (by deliveryId)
 */

export interface Edition {
  id: string;
  name: string;
  /** epoch ms */
  start: number;
  /** epoch ms; open-ended when absent */
  end?: number;
  /** the edition's content folder */
  contentDir: string;
}

export interface StagingOptions {
  /** staging folder (drafts/ and editions/); default: the demo staging content */
  dir?: string;
  /** the VSEs the sandbox answers for (default `DEMO_STAGING_ENVIRONMENTS`) */
  environments?: readonly StagingEnvironment[];
  /** clock for VSE domains without a timestamp (default `Date.now`) */
  now?: () => number;
}

export interface StagingService {
  app: Hono;
  environments: readonly StagingEnvironment[];
  editions: readonly Edition[];
  dir: string;
  problems: StoreProblem[];
  /** the store a staging domain sees (public content + drafts + the editions active at its time) */
  storeFor(domain: StagingDomain): { store: ContentStore; time: number; editions: string[] };
  /** whether a Host header names a staging domain (configured or not), so it must not get the public API */
  isStagingHost(host: string | undefined): boolean;
  /** serves a request for a staging domain; `pathname` is the path below the domain (`/content/...`, `/i/...`) */
  serve(request: Request, domain: string, pathname: string): Promise<Response>;
}

const STAGING_PARENT = '.staging.bigcontent.io';
const CACHE_LIMIT = 32;

function readEditions(dir: string, problems: StoreProblem[]): Edition[] {
  const root = path.join(dir, 'editions');
  if (!existsSync(root)) return [];
  const out: Edition[] = [];
  for (const name of readdirSync(root).sort()) {
    const folder = path.join(root, name);
    if (name.startsWith('.') || !statSync(folder).isDirectory()) continue;
    const file = path.join(folder, 'edition.json');
    const problem = (message: string) => problems.push({ file, message: `edition skipped: ${message}` });
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      problem(`the folder name "${name}" is the edition id and must be lower-case letters, digits and single hyphens`);
      continue;
    }
    let meta: Record<string, unknown>;
    try {
      meta = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (err) {
      problem(`cannot read edition.json: ${(err as Error).message}`);
      continue;
    }
    const start = typeof meta.start === 'string' ? Date.parse(meta.start) : NaN;
    const end =
      meta.end === undefined || meta.end === null
        ? undefined
        : typeof meta.end === 'string'
          ? Date.parse(meta.end)
          : NaN;
    if (Number.isNaN(start)) {
      problem('"start" must be an ISO date-time');
      continue;
    }
    if (end !== undefined && (Number.isNaN(end) || end <= start)) {
      problem('"end" must be an ISO date-time after "start"');
      continue;
    }
    const contentDir = path.join(folder, 'content');
    if (!existsSync(contentDir)) {
      problem('no content/ folder');
      continue;
    }
    out.push({
      id: name,
      name: typeof meta.name === 'string' ? meta.name : name,
      start,
      ...(end !== undefined ? { end } : {}),
      contentDir,
    });
  }
  return out.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
}

const vseError = (type: string, message: string, data?: Record<string, unknown>) => ({
  error: { type, message, ...(data ? { data } : {}) },
});

export function createStaging(
  contentDirs: readonly string[],
  media: { fetch(request: Request): Response | Promise<Response> },
  options: StagingOptions & { dir: string },
): StagingService {
  const dir = path.resolve(options.dir);
  const environments = options.environments ?? DEMO_STAGING_ENVIRONMENTS;
  const now = options.now ?? Date.now;
  const problems: StoreProblem[] = [];
  const hasDir = existsSync(dir);
  if (!hasDir) problems.push({ file: dir, message: 'staging folder does not exist; VSEs serve public content only' });
  const draftsDir = path.join(dir, 'drafts');
  const drafts = hasDir && existsSync(draftsDir) ? [draftsDir] : [];
  const editions = hasDir ? readEditions(dir, problems) : [];
  const editionById = new Map(editions.map((e) => [e.id, e]));

  // report broken staging files once, at start
  for (const p of loadContent([...drafts, ...editions.map((e) => e.contentDir)]).problems) problems.push(p);

  const cache = new Map<string, ContentStore>();
  const storeFor = (domain: StagingDomain) => {
    const time = domain.timestamp ?? now();
    const active = editions.filter(
      (e) => e.id === domain.snapshotId || (e.start <= time && (e.end === undefined || time < e.end)),
    );
    const ids = active.map((e) => e.id);
    const key = ids.join(',');
    let store = cache.get(key);
    if (!store) {
      store = loadContent([...contentDirs, ...drafts, ...active.map((e) => e.contentDir)]);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, store);
    }
    return { store, time, editions: ids };
  };

  const resolve = (host: string): StagingDomain | ReturnType<typeof vseError> => {
    const domain = parseStagingDomain(host, environments);
    if (!domain) {
      return vseError(
        'VSE_NOT_FOUND',
        `"${normaliseHost(host)}" is not a virtual staging environment of this sandbox (configured: ${environments
          .map((e) => e.vse)
          .join(', ')}, or a domain generated from one by GET /virtual-staging/domain/{vse})`,
        { domain: normaliseHost(host) },
      );
    }
    if (domain.snapshotId !== undefined && !editionById.has(domain.snapshotId)) {
      return vseError(
        'SNAPSHOT_NOT_FOUND',
        `snapshot "${domain.snapshotId}" does not exist (snapshots are edition ids: ${editions.map((e) => e.id).join(', ') || 'none'})`,
        {
          domain: domain.domain,
        },
      );
    }
    return domain;
  };

  type Env = { Bindings: { store: ContentStore } };
  const contentApp = createContentApi((c: Context) => (c.env as Env['Bindings']).store);

  const serve = async (request: Request, host: string, pathname: string): Promise<Response> => {
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      });
    const domain = resolve(host);
    if ('error' in domain) return json(domain, 404);
    const url = new URL(request.url);
    const inner = new URL(`${pathname || '/'}${url.search}`, url.origin);
    const forwarded = new Request(inner, request);
    let res: Response;
    if (pathname.startsWith('/content/')) {
      const view = storeFor(domain);
      res = await contentApp.fetch(forwarded, { store: view.store });
      res = new Response(res.body, res);
      res.headers.set(
        'X-Sandbox-Staging',
        `time=${new Date(view.time).toISOString()}; editions=${view.editions.join(',') || 'none'}`,
      );
    } else if (pathname.startsWith('/i/')) {
      const m = await media.fetch(forwarded);
      res = new Response(m.body, m);
    } else {
      return json(
        vseError(
          'NOT_FOUND',
          `no route for ${request.method} ${pathname} on a staging domain (use /content/... or /i/...)`,
        ),
        404,
      );
    }
    // staging content is never cached: every save must show on the next request
    res.headers.set('Cache-Control', 'no-store');
    return res;
  };

  const app = new Hono();
  app.get('/virtual-staging/environments', (c) => c.json({ environments }));
  app.get('/virtual-staging/domain/:vse', (c) => {
    const vse = normaliseHost(c.req.param('vse'));
    const environment = environments.find((e) => normaliseHost(e.vse) === vse);
    if (!environment) {
      return c.json(
        vseError(
          'VSE_NOT_FOUND',
          `"${vse}" is not a configured virtual staging environment (configured: ${environments.map((e) => e.vse).join(', ')})`,
        ),
        404,
      );
    }
    const rawTs = c.req.query('timestamp');
    const snapshotId = c.req.query('snapshotId');
    if (rawTs === undefined && snapshotId === undefined) {
      return c.json(vseError('BAD_REQUEST', 'give a timestamp (epoch ms) and/or a snapshotId'), 400);
    }
    let timestamp: number | undefined;
    if (rawTs !== undefined) {
      timestamp = Number(rawTs);
      if (!/^\d{1,16}$/.test(rawTs) || !Number.isSafeInteger(timestamp)) {
        return c.json(vseError('BAD_REQUEST', `timestamp must be epoch milliseconds, got "${rawTs}"`), 400);
      }
      // keep the generated label parseable: at least 10 digits (any date after 2001-09-09)
      if (rawTs.length < 10)
        return c.json(vseError('BAD_REQUEST', `timestamp ${rawTs} is too early; use epoch milliseconds`), 400);
    }
    if (snapshotId !== undefined && !editionById.has(snapshotId)) {
      return c.json(
        vseError(
          'SNAPSHOT_NOT_FOUND',
          `snapshot "${snapshotId}" does not exist (snapshots are edition ids: ${editions.map((e) => e.id).join(', ') || 'none'})`,
        ),
        404,
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.text(
      buildStagingDomain(environment.vse, {
        ...(snapshotId !== undefined ? { snapshotId } : {}),
        ...(timestamp !== undefined ? { timestamp } : {}),
      }),
    );
  });
  app.all('/vse/:domain', (c) =>
    c.json(
      vseError(
        'NOT_FOUND',
        'append the Content Delivery path: /vse/{vse}/content/id/{id}, /vse/{vse}/content/key/{key}, ...',
      ),
      404,
    ),
  );
  app.all('/vse/:domain/*', (c) => {
    const domain = c.req.param('domain');
    const raw = new URL(c.req.url).pathname;
    const prefix = `/vse/${raw.split('/')[2] ?? ''}`;
    return serve(c.req.raw, domain, raw.slice(prefix.length));
  });

  const parents = new Set([
    STAGING_PARENT,
    ...environments.map((e) => `.${normaliseHost(e.vse).split('.').slice(1).join('.')}`),
  ]);
  const isStagingHost = (host: string | undefined) => {
    if (!host) return false;
    const h = normaliseHost(host);
    return [...parents].some((p) => p !== '.' && h.endsWith(p));
  };

  return { app, environments, editions, dir, problems, storeFor, isStagingHost, serve };
}
