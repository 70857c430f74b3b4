// @vitest-environment node
// Real fetch Responses and web streams, as on a server.
import { describe, expect, it, vi } from 'vitest';
import {
  cachedDecisions,
  createDecisionCache,
  createMonetateEngine,
  DECISION_MAX_BODY_BYTES,
  decisionBody,
  DecisionEngineError,
  readDecisionAnswer,
  type DecisionInput,
} from './decisionEngine';
import { applyDecisionActions, groupsAt } from './decisionActions';

const CONFIG = {
  url: 'https://engine.test/api/engine/v1',
  retailer: 'shop',
  channel: 'a-1/p/shop.test',
  timeoutMs: 500,
};
const INPUT: DecisionInput = {
  visitor: { monetateId: '2.1.1' },
  customerGroups: ['Everyone', 'Registered'],
  customerId: 'c1',
  pageView: { url: 'https://shop.test/monetate-example-1', pageType: 'monetate-example-1' },
};
const J = 'monetate:action:OmnichannelJson';
const answer = (actions: unknown[], code = 200) => ({
  meta: { code, monetateId: '2.1.1' },
  data: { responses: [{ requestId: 'page', actions }] },
});
const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the decision call', () => {
  it('posts the page view, the customer groups, the customer id and one DecisionRequest to {url}/decide/{retailer}', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(answer([{ actionType: J, json: { contentKey: 'k', selector: '#hero' } }])),
    );
    const result = await createMonetateEngine(CONFIG, { fetch: fetchMock as unknown as typeof fetch }).decide({
      ...INPUT,
      preview: '1:a',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://engine.test/api/engine/v1/decide/shop');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual(
      decisionBody(CONFIG, { ...INPUT, preview: '1:a' }),
    );
    expect(decisionBody(CONFIG, INPUT)).toEqual({
      channel: 'a-1/p/shop.test',
      monetateId: '2.1.1',
      customerId: 'c1',
      events: [
        {
          eventType: 'monetate:context:PageView',
          url: 'https://shop.test/monetate-example-1',
          pageType: 'monetate-example-1',
        },
        {
          eventType: 'monetate:context:CustomVariables',
          customVariables: [{ variable: 'customerGroups', value: ['Everyone', 'Registered'] }],
        },
        { eventType: 'monetate:decision:DecisionRequest', requestId: 'page', includeReporting: true },
      ],
    });
    expect(result).toEqual({
      monetateId: '2.1.1',
      actions: [{ actionType: J, json: { contentKey: 'k', selector: '#hero' }, reports: [] }],
    });
  });

  it('counts an answer only when meta.code is 200', () => {
    expect(() => readDecisionAnswer(answer([], 400))).toThrow(/meta.code 400/);
    expect(() => readDecisionAnswer({ data: {} })).toThrow(DecisionEngineError);
    expect(readDecisionAnswer({ meta: { code: 200 } })).toEqual({ actions: [] });
  });

  it('fails on a non-OK status, a body that is not JSON, an oversized answer, and a hung engine (its deadline)', async () => {
    const engine = (respond: () => Promise<Response>) =>
      createMonetateEngine({ ...CONFIG, timeoutMs: 50 }, { fetch: (async () => respond()) as unknown as typeof fetch });
    await expect(engine(async () => new Response('no', { status: 503 })).decide(INPUT)).rejects.toThrow(/answered 503/);
    await expect(engine(async () => new Response('<html>')).decide(INPUT)).rejects.toThrow(/not JSON/);
    await expect(
      engine(async () => new Response('x'.repeat(DECISION_MAX_BODY_BYTES + 1))).decide(INPUT),
    ).rejects.toThrow(/could not be read/);
    const hung = createMonetateEngine(
      { ...CONFIG, timeoutMs: 30 },
      {
        fetch: ((_url: string, init?: RequestInit) =>
          new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          )) as unknown as typeof fetch,
      },
    );
    await expect(hung.decide(INPUT)).rejects.toThrow(/decision call failed/);
  });

  it('keeps answers per visitor and page for a minute, serves them stale for another while refreshing, then asks again', async () => {
    let now = 0;
    let calls = 0;
    const provider = {
      name: 'test',
      decide: vi.fn(async () => ({ actions: [{ actionType: `call-${++calls}`, reports: [] }] })),
    };
    const cached = cachedDecisions(
      provider,
      CONFIG,
      createDecisionCache(() => now),
    );
    expect((await cached.decide(INPUT)).actions[0]!.actionType).toBe('call-1');
    now = 59_000;
    expect((await cached.decide(INPUT)).actions[0]!.actionType).toBe('call-1');
    // another visitor, another page: their own calls
    await cached.decide({ ...INPUT, visitor: { monetateId: '2.2.2' } });
    await cached.decide({ ...INPUT, pageView: { ...INPUT.pageView, pageType: 'other' } });
    expect(provider.decide).toHaveBeenCalledTimes(3);
    now = 61_000;
    expect((await cached.decide(INPUT)).actions[0]!.actionType).toBe('call-1');
    await vi.waitFor(() => expect(provider.decide).toHaveBeenCalledTimes(4));
    now = 300_000;
    expect((await cached.decide(INPUT)).actions[0]!.actionType).toBe('call-5');
  });
});

describe('content actions', () => {
  const read = (actions: unknown[]) => readDecisionAnswer(answer(actions)).actions;

  it('content keys fill their place (the first for a place wins); Amplience groups add to a place or everywhere; reports name the experiences', () => {
    const applied = applyDecisionActions(
      read([
        {
          actionType: J,
          json: { contentKey: 'decisions/a', selector: '#hero' },
          impressionReporting: [
            { experience_id: 1, experience_name: 'Hero test', variant_label: 'A', is_control: false },
          ],
        },
        { actionType: J, json: { contentKey: 'decisions/b', selector: '#hero' } },
        { actionType: J, json: { amplienceGroups: ['Outdoor Enthusiasts'], selector: '#offers' } },
        { actionType: J, json: { amplienceGroups: ['Big Spenders'] } },
        { actionType: 'monetate:action:OmnichannelRecommendation', items: [{ id: 'p1' }] },
      ]),
    );
    expect(applied.contentKeys).toEqual({ '#hero': 'decisions/a' });
    expect(applied.experiences).toEqual([
      { experienceId: 1, experienceName: 'Hero test', variantLabel: 'A', isControl: false },
    ]);
    expect(groupsAt(applied, '#offers', ['Everyone'])).toEqual(['Everyone', 'Big Spenders', 'Outdoor Enthusiasts']);
    expect(groupsAt(applied, '#hero', ['Everyone'])).toEqual(['Everyone', 'Big Spenders']);
  });

  it('ignores markup in selectors and keys that are no delivery keys; a malformed field drops only that field', () => {
    const applied = applyDecisionActions(
      read([
        { actionType: J, json: { contentKey: 'decisions/a', selector: '"><script>alert(1)</script>' } },
        { actionType: J, json: { contentKey: '../../content/id/x?y', selector: '#hero' } },
        { actionType: J, json: { contentKey: 42, selector: '#hero' } },
        { actionType: J, json: { contentKey: 'decisions/ok', selector: '#extra' }, impressionReporting: 'nope' },
        'not an action',
      ]),
    );
    expect(applied.contentKeys).toEqual({ '#extra': 'decisions/ok' });
  });
});

describe('reading an answer without trusting it', () => {
  it('refuses a malformed envelope: meta without a numeric code, a non-string visitor id, data that is not responses', () => {
    expect(() => readDecisionAnswer({ meta: { code: '200' } })).toThrow(/unexpected shape/);
    expect(() => readDecisionAnswer({ meta: { code: 200, monetateId: 7 } })).toThrow(/unexpected shape/);
    expect(() => readDecisionAnswer({ meta: { code: 200 }, data: null })).toThrow(/unexpected shape/);
    expect(() => readDecisionAnswer({ meta: { code: 200 }, data: { responses: [{ actions: 'x' }] } })).toThrow(
      /unexpected shape/,
    );
    expect(() => readDecisionAnswer([])).toThrow(DecisionEngineError);
  });

  it('drops an oversized or mistyped field, never the action; a bad report drops the reports; no actionType drops the action', () => {
    const [action, ...rest] = readDecisionAnswer(
      answer([
        {
          actionType: J,
          component: 'c'.repeat(201),
          json: { amplienceGroups: Array.from({ length: 51 }, (_, i) => `g${i}`), contentKey: 'k', selector: 7 },
          items: 'not a list',
          impressionReporting: [
            { experience_name: 'A', variant_label: 'x' },
            { experience_id: '1', experience_name: 'B', variant_label: 'y' },
          ],
          unknownField: 'dropped',
        },
        { json: { contentKey: 'k' } },
      ]),
    ).actions;
    expect(action).toEqual({ actionType: J, json: { contentKey: 'k' }, reports: [] });
    expect(rest).toEqual([]);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
        // nothing is pulled before someone reads
      },
      { highWaterMark: 0 },
    );
    const engine = createMonetateEngine(CONFIG, {
      fetch: (async () =>
        new Response(body, {
          headers: { 'content-length': String(DECISION_MAX_BODY_BYTES + 1) },
        })) as unknown as typeof fetch,
    });
    await expect(engine.decide(INPUT)).rejects.toThrow(/could not be read: The body is larger/);
    expect(pulled).toBe(false);
  });
});
