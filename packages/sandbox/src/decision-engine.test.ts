import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assignVariant,
  createDecisionEngine,
  DECISION_RULES_DIR,
  deviceVisitorId,
  loadDecisionRules,
  MAX_DECISION_BODY_BYTES,
  splitBucket,
} from './decision-engine.js';
import { defaultContentDir } from './paths.js';
import { createSandboxApp } from './server.js';
import { loadContent } from './store.js';

const J = 'monetate:action:OmnichannelJson';
const action = (contentKey: string) => ({ actionType: J, component: 'hero', json: { contentKey, selector: '#hero' } });
const RULES = {
  experiences: [
    {
      id: 1,
      name: 'Hero test',
      where: { pageTypes: ['home'] },
      variants: [
        { id: 'a', label: 'A', actions: [action('hero-a')] },
        { id: 'b', label: 'B', actions: [action('hero-b')] },
      ],
    },
    {
      id: 2,
      name: 'Members',
      where: { customerGroups: ['Loyalty Members'] },
      variants: [{ id: 'm', label: 'Member note', actions: [action('member')] }],
    },
    {
      id: 3,
      name: 'Sale week',
      where: { paths: ['/sale*', '/*/sale*'], from: '2026-12-01T00:00:00Z', until: '2026-12-08T00:00:00Z' },
      variants: [{ id: 's', label: 'Sale', actions: [action('sale')] }],
    },
    { id: 4, name: 'Draft', status: 'inactive', variants: [{ id: 'd', label: 'Draft', actions: [action('draft')] }] },
  ],
};

const dirs: string[] = [];
function rulesFolder(rules: unknown, file = 'rules.json'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-decisions-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, DECISION_RULES_DIR));
  writeFileSync(path.join(dir, DECISION_RULES_DIR, file), typeof rules === 'string' ? rules : JSON.stringify(rules));
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

let clock = new Date('2026-11-27T12:00:00Z');
const engine = (rules: unknown = RULES) =>
  createDecisionEngine({ contentDirs: [rulesFolder(rules)], now: () => clock, newVisitorId: () => '2.999.1' });

const pageView = (url: string, pageType = 'home') => ({ eventType: 'monetate:context:PageView', url, pageType });
const groups = (value: unknown) => ({
  eventType: 'monetate:context:CustomVariables',
  customVariables: [{ variable: 'customerGroups', value }],
});
const decision = (extra: Record<string, unknown> = {}) => ({
  eventType: 'monetate:decision:DecisionRequest',
  requestId: 'r1',
  ...extra,
});

async function decide(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  body: unknown,
) {
  const response = await app.request('/api/engine/v1/decide/ridgeline', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}
const keysOf = (body: any): string[] => body.data.responses[0].actions.map((entry: any) => entry.json.contentKey);

describe('decision engine: the decide call', () => {
  it('answers the Engine API shape: meta.code 200, the visitor id, one response per DecisionRequest with its actions', async () => {
    const { app } = engine();
    const { status, body } = await decide(app, {
      channel: 'a-ridgeline/p/localhost',
      monetateId: '2.1.1',
      events: [pageView('https://shop.test/'), decision({ includeReporting: true })],
    });
    expect(status).toBe(200);
    expect(body.meta).toEqual({ code: 200, errors: [], warnings: [], monetateId: '2.1.1' });
    expect(body.data.responses).toHaveLength(1);
    expect(body.data.responses[0].requestId).toBe('r1');
    const [first] = body.data.responses[0].actions;
    expect(first).toMatchObject({ actionType: J, component: 'hero', json: { selector: '#hero' } });
    expect(first.impressionReporting[0]).toMatchObject({
      experience_id: 1,
      experience_name: 'Hero test',
      is_control: false,
      experience_type: 'Standard Test',
    });
  });

  it('a split test keeps each visitor in one variant, and different visitors can land in different ones', async () => {
    const { app } = engine();
    const seen = new Map<string, string>();
    for (const id of ['2.100000001.1', '2.100000002.1', '2.1.1', '2.2.2', '2.3.3']) {
      const first = keysOf(
        (await decide(app, { monetateId: id, events: [pageView('https://shop.test/'), decision()] })).body,
      );
      for (let again = 0; again < 3; again += 1) {
        expect(
          keysOf((await decide(app, { monetateId: id, events: [pageView('https://shop.test/'), decision()] })).body),
        ).toEqual(first);
      }
      seen.set(id, first[0]!);
    }
    expect(new Set(seen.values())).toEqual(new Set(['hero-a', 'hero-b']));
  });

  it('assigns by weight: a 90/10 split puts about 90 % of visitors in the first variant', () => {
    const experience = {
      id: 7,
      name: 'x',
      active: true,
      where: {},
      variants: [
        { id: 'big', label: 'big', weight: 90, control: false, actions: [] },
        { id: 'small', label: 'small', weight: 10, control: false, actions: [] },
      ],
    };
    let big = 0;
    for (let index = 0; index < 2000; index += 1)
      if (assignVariant(experience, `visitor-${index}`).id === 'big') big += 1;
    expect(big / 2000).toBeGreaterThan(0.86);
    expect(big / 2000).toBeLessThan(0.94);
    expect(splitBucket('v', 7)).toBe(splitBucket('v', 7));
    expect(splitBucket('v', 7)).not.toBe(splitBucket('v', 8));
  });

  it('the e2e visitors (e2e/decisions.spec.ts) sit in different variants of both demo split tests', async () => {
    const { app } = createDecisionEngine({ contentDirs: [defaultContentDir] });
    const keys = async (monetateId: string, pageType: string) =>
      (
        await decide(app, { monetateId, events: [pageView(`https://shop.test/${pageType}`, pageType), decision()] })
      ).body.data.responses[0].actions.map((entry: any) => entry.json.contentKey ?? entry.json.amplienceGroups.join());
    expect(await keys('2.100000001.1', 'monetate-example-1')).toEqual(['decisions/trail-river']);
    expect(await keys('2.100000002.1', 'monetate-example-1')).toEqual(['decisions/trail-lake']);
    expect(await keys('2.100000001.1', 'monetate-example-2')).toEqual(['Outdoor Enthusiasts']);
    expect(await keys('2.100000002.1', 'monetate-example-2')).toEqual(['Big Spenders']);
  });

  it('without a monetateId: a new visitor id, or the same one for the same deviceId, and decisions keyed on it', async () => {
    const { app } = engine();
    expect((await decide(app, { events: [pageView('https://shop.test/'), decision()] })).body.meta.monetateId).toBe(
      '2.999.1',
    );
    const byDevice = (await decide(app, { deviceId: 'device-1', events: [pageView('https://shop.test/'), decision()] }))
      .body;
    expect(byDevice.meta.monetateId).toBe(deviceVisitorId('device-1'));
    const later = (
      await decide(app, { monetateId: byDevice.meta.monetateId, events: [pageView('https://shop.test/'), decision()] })
    ).body;
    expect(keysOf(later)).toEqual(keysOf(byDevice));
  });

  it('targets by customer group (a list or a pipe-separated string), page type, path and time window', async () => {
    const { app } = engine();
    const member = await decide(app, {
      monetateId: '2.1.1',
      events: [pageView('https://shop.test/account', 'account'), groups('Registered|Loyalty Members'), decision()],
    });
    expect(keysOf(member.body)).toEqual(['member']);
    const guest = await decide(app, {
      monetateId: '2.1.1',
      events: [pageView('https://shop.test/account', 'account'), groups(['Unregistered', 'Everyone']), decision()],
    });
    expect(keysOf(guest.body)).toEqual([]);
    const sale = () =>
      decide(app, {
        monetateId: '2.1.1',
        events: [pageView('https://shop.test/fr-ca/sale/boots', 'category'), decision()],
      });
    expect(keysOf((await sale()).body)).toEqual([]);
    clock = new Date('2026-12-03T00:00:00Z');
    expect(keysOf((await sale()).body)).toEqual(['sale']);
    clock = new Date('2026-12-08T00:00:00Z');
    expect(keysOf((await sale()).body)).toEqual([]);
    clock = new Date('2026-11-27T12:00:00Z');
  });

  it('a preview token forces a variant (even of an inactive experience) first; an unknown token is a warning', async () => {
    const { app } = engine();
    const forced = await decide(app, {
      monetateId: '2.1.1',
      preview: '4:d',
      events: [pageView('https://shop.test/'), decision()],
    });
    expect(keysOf(forced.body)[0]).toBe('draft');
    const other = await decide(app, {
      monetateId: '2.1.1',
      preview: '1:b',
      events: [pageView('https://shop.test/x', 'none'), decision()],
    });
    expect(keysOf(other.body)).toEqual(['hero-b']);
    const unknown = await decide(app, {
      monetateId: '2.1.1',
      preview: '99:z',
      events: [pageView('https://shop.test/'), decision()],
    });
    expect(unknown.body.meta.warnings[0].message).toMatch(/Unknown preview token/);
    expect(keysOf(unknown.body)).not.toContain('draft');
  });

  it('refuses a malformed body with 400 and meta.code 400, and an oversized one with 413', async () => {
    const { app } = engine();
    for (const body of [
      'nope',
      [],
      { events: 'x' },
      { events: [{ eventType: 'monetate:decision:DecisionRequest' }] },
      { monetateId: 'a b;c', events: [] },
      { events: [{ eventType: 'monetate:context:PageView' }] },
    ]) {
      const answer = await decide(app, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.meta.code).toBe(400);
      expect(answer.body.meta.errors.length).toBeGreaterThan(0);
    }
    const big = await decide(app, { events: [{ eventType: 'x', pad: 'x'.repeat(MAX_DECISION_BODY_BYTES) }] });
    expect(big.status).toBe(413);
  });

  it('logs each call for GET /__sandbox/decisions, filtered by visitor id', async () => {
    const { app } = engine();
    await decide(app, {
      monetateId: '2.5.5',
      customerId: 'c1',
      channel: 'ch',
      events: [pageView('https://shop.test/'), groups(['Everyone']), decision()],
    });
    const log = (await (await app.request('/__sandbox/decisions?monetateId=2.5.5')).json()) as any;
    expect(log.requests).toEqual([
      expect.objectContaining({
        monetateId: '2.5.5',
        customerId: 'c1',
        channel: 'ch',
        pageType: 'home',
        customerGroups: ['Everyone'],
        decisions: [expect.stringMatching(/^1:[ab]$/)],
      }),
    ]);
    expect(((await (await app.request('/__sandbox/decisions?monetateId=none')).json()) as any).requests).toEqual([]);
  });
});

describe('decision engine: rules files', () => {
  it('reports bad files and bad experiences by file, keeps the good ones; later folders replace an experience by id', () => {
    const broken = rulesFolder('{ nope');
    const bad = rulesFolder({
      experiences: [
        { id: 'x' },
        { id: 5, name: 'ok', variants: [{ id: 'v', label: 'V' }] },
        { id: 6, name: 'w', variants: [{ id: 'v', label: 'V', weight: 0 }] },
      ],
    });
    const override = rulesFolder({ experiences: [{ id: 5, name: 'replaced', variants: [{ id: 'v', label: 'V' }] }] });
    const { experiences, problems } = loadDecisionRules([broken, bad, override]);
    expect(experiences.map((entry) => [entry.id, entry.name])).toEqual([[5, 'replaced']]);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/invalid JSON/),
      'id must be a positive whole number',
      'experience 6: variant v: weight must be a positive number',
    ]);
  });

  it('the demo rules load without a problem, and their folder is not content', () => {
    const { experiences, problems } = loadDecisionRules([defaultContentDir]);
    expect(problems).toEqual([]);
    expect(experiences.map((entry) => entry.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
    const store = loadContent([defaultContentDir]);
    expect(store.items.some((item) => item.file.includes(`${path.sep}${DECISION_RULES_DIR}${path.sep}`))).toBe(false);
    expect(store.byKey.has('decisions/trail-lake')).toBe(true);
  });

  it('the sandbox serves the decision call', async () => {
    const { app } = createSandboxApp({ commerce: false, staging: false, onProblem: () => undefined });
    const { status, body } = await decide(app, {
      monetateId: '2.100000002.1',
      events: [pageView('https://shop.test/monetate-example-1', 'monetate-example-1'), decision()],
    });
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(['decisions/trail-lake']);
  });
});
