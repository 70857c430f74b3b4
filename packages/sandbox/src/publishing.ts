/**
 * Publishing, as a storefront behind a CDN sees it: the sandbox's watch mode tells the storefront that content
 * changed with Amplience's signed webhook, and the sandbox stands in for the CDN purge APIs the storefront then calls
 * (Fastly, Cloudflare, Akamai Fast Purge), recording each purge (`GET /cdn/purges`). See docs/reference/sandbox.md,
 * "Publishing: watch mode, webhook and CDN purges".
 */
import { createHmac, randomUUID } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { Hono } from 'hono';
import type { ContentStore, StoredItem } from './store.js';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Amplience-Webhook-Signature';
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** Editors' saves arrive as bursts of file events: one reload per burst. */
export const WATCH_DEBOUNCE_MS = 150;
/** The purge log keeps the latest entries only. */
export const MAX_RECORDED_PURGES = 1_000;

export interface RecordedPurge {
  cdn: 'fastly' | 'cloudflare' | 'akamai';
  /** the service, zone or network purged */
  target: string;
  tags: string[];
  at: string;
}

/**
 * The three purge APIs, in their wire formats, answering as the real ones do (401 without credentials, 400 for a
 * malformed request), and the log of what was purged: `GET /cdn/purges`, `DELETE /cdn/purges` empties it.
 */
export function createCdnStandIn(now: () => Date = () => new Date()) {
  const purges: RecordedPurge[] = [];
  const record = (purge: Omit<RecordedPurge, 'at'>) => {
    purges.push({ ...purge, at: now().toISOString() });
    if (purges.length > MAX_RECORDED_PURGES) purges.splice(0, purges.length - MAX_RECORDED_PURGES);
  };
  const app = new Hono();
  app.post('/cdn/fastly/service/:serviceId/purge', (c) => {
    if (!c.req.header('fastly-key')) return c.json({ msg: 'Provided credentials are missing or invalid' }, 401);
    const keys = (c.req.header('surrogate-key') ?? '').split(' ').filter(Boolean);
    if (keys.length === 0 || keys.length > 256) return c.json({ msg: 'Surrogate-Key must name 1 to 256 keys' }, 400);
    record({ cdn: 'fastly', target: c.req.param('serviceId'), tags: keys });
    return c.json(Object.fromEntries(keys.map((key) => [key, randomUUID()])));
  });
  app.post('/cdn/cloudflare/zones/:zoneId/purge_cache', async (c) => {
    if (!/^Bearer \S+$/.test(c.req.header('authorization') ?? ''))
      return c.json({ success: false, errors: [{ code: 10000, message: 'Authentication error' }] }, 401);
    const body = (await c.req.json().catch(() => undefined)) as { tags?: unknown } | undefined;
    const tags = Array.isArray(body?.tags) ? body.tags.filter((tag): tag is string => typeof tag === 'string') : [];
    if (tags.length === 0 || tags.length > 30)
      return c.json({ success: false, errors: [{ code: 1012, message: 'tags must name 1 to 30 tags' }] }, 400);
    record({ cdn: 'cloudflare', target: c.req.param('zoneId'), tags });
    return c.json({ success: true, errors: [], messages: [], result: { id: randomUUID() } });
  });
  app.post('/cdn/akamai/ccu/v3/invalidate/tag/:network', async (c) => {
    if (!(c.req.header('authorization') ?? '').startsWith('EG1-HMAC-SHA256 '))
      return c.json({ httpStatus: 401, title: 'Not authorized', detail: 'EdgeGrid authorization missing' }, 401);
    const network = c.req.param('network');
    const body = (await c.req.json().catch(() => undefined)) as { objects?: unknown } | undefined;
    const objects = Array.isArray(body?.objects)
      ? body.objects.filter((tag): tag is string => typeof tag === 'string')
      : [];
    if (!['production', 'staging'].includes(network) || objects.length === 0)
      return c.json({ httpStatus: 400, title: 'Bad request', detail: 'objects must name tags' }, 400);
    record({ cdn: 'akamai', target: network, tags: objects });
    return c.json(
      { httpStatus: 201, detail: 'Request accepted', estimatedSeconds: 5, purgeId: randomUUID(), supportId: 'sandbox' },
      201,
    );
  });
  app.get('/cdn/purges', (c) => c.json({ purges }));
  app.delete('/cdn/purges', (c) => {
    purges.length = 0;
    return c.body(null, 204);
  });
  return { app, purges };
}

/** The items added, changed or removed between two loads of the content, by delivery id. */
export function changedItems(before: ContentStore, after: ContentStore): StoredItem[] {
  const changed: StoredItem[] = [];
  for (const item of after.items) {
    const old = before.byId.get(item.body._meta.deliveryId);
    if (!old || JSON.stringify(old.body) !== JSON.stringify(item.body)) changed.push(item);
  }
  for (const item of before.items) if (!after.byId.has(item.body._meta.deliveryId)) changed.push(item);
  return changed;
}

/** Amplience's content-item webhook body for a published item, as the storefront's receiver reads it. */
export function publishedEvent(item: StoredItem, at: Date): string {
  const { deliveryId, deliveryKey } = item.body._meta;
  return JSON.stringify({
    name: 'dynamic-content.content-item.published',
    payload: {
      id: deliveryId,
      ...(deliveryKey ? { deliveryKey } : {}),
      lastPublishedDate: at.toISOString(),
      body: item.body,
    },
  });
}

export interface WebhookOptions {
  url: string;
  secret: string;
  now?: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Posts the signed webhook (base64 HMAC-SHA256 of the body, as Amplience signs it); resolves with the status. */
export async function sendPublishedWebhook(item: StoredItem, options: WebhookOptions): Promise<number> {
  const body = publishedEvent(item, options.now?.() ?? new Date());
  const signature = createHmac('sha256', options.secret).update(body).digest('base64');
  const response = await (options.fetch ?? fetch)(options.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

export interface ContentWatcher {
  close(): void;
}

/**
 * Watches the content folders; after each burst of changes reloads them (`reload`) and hands the changed items to
 * `onChange`. A reload that fails (a half-written file) is reported and retried by the next change.
 */
export function watchContent(
  dirs: readonly string[],
  reload: () => { before: ContentStore; after: ContentStore },
  onChange: (items: StoredItem[]) => void,
  options: { debounceMs?: number; onError?: (error: unknown) => void } = {},
): ContentWatcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    try {
      const { before, after } = reload();
      const changed = changedItems(before, after);
      if (changed.length > 0) onChange(changed);
    } catch (error) {
      options.onError?.(error);
    }
  };
  const watchers: FSWatcher[] = dirs.map((dir) =>
    watch(dir, { recursive: true }, () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(fire, options.debounceMs ?? WATCH_DEBOUNCE_MS);
    }),
  );
  return {
    close() {
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
