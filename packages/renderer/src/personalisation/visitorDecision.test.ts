// @vitest-environment node
// crypto.randomUUID, as on a server.
import { describe, expect, it, vi } from 'vitest';
import type { DecisionEngineProvider, DecisionInput, DecisionResult } from './decisionEngine';
import {
  decideForVisitor,
  decisionCookies,
  decisionPreviewToken,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
} from './visitorDecision';

const PAGE = { pageType: 'monetate-example-1', url: 'https://shop.test/monetate-example-1' };
const DEVICE = '123e4567-e89b-42d3-a456-426614174000';
const GUEST = { doNotTrack: false, customerGroups: ['Unregistered', 'Everyone'] };

function engine(answer: (input: DecisionInput) => DecisionResult = () => ({ monetateId: '2.7.7', actions: [] })) {
  const decide = vi.fn(async (input: DecisionInput) => answer(input));
  return { name: 'test', decide } satisfies DecisionEngineProvider;
}

describe('decideForVisitor', () => {
  it('a first visit: a new device id is made and sent; the engine’s visitor id is to be kept', async () => {
    const fake = engine();
    const decision = await decideForVisitor({ engine: fake, facts: GUEST, pageView: PAGE, newDeviceId: () => DEVICE });
    expect(fake.decide.mock.calls[0]![0]).toEqual({
      visitor: { deviceId: DEVICE },
      customerGroups: ['Unregistered', 'Everyone'],
      pageView: PAGE,
    });
    expect(decision).toMatchObject({
      status: 'decided',
      newDeviceId: DEVICE,
      keepVisitorId: '2.7.7',
      forgetIds: false,
    });
    // the default maker: a UUID
    const made = await decideForVisitor({ engine: engine(), facts: GUEST, pageView: PAGE });
    expect(made.newDeviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a returning visitor: their visitor id and customer id are sent, no new device id', async () => {
    const fake = engine(() => ({
      actions: [{ actionType: 'x', json: { contentKey: 'k', selector: '#hero' }, reports: [] }],
    }));
    const decision = await decideForVisitor({
      engine: fake,
      facts: { ...GUEST, visitorId: '2.5.5', deviceId: DEVICE, customerId: 'c1' },
      pageView: PAGE,
    });
    expect(fake.decide.mock.calls[0]![0]).toMatchObject({ visitor: { monetateId: '2.5.5' }, customerId: 'c1' });
    expect(decision.newDeviceId).toBeUndefined();
    expect(decision.keepVisitorId).toBe('2.5.5');
    expect(decision.applied.contentKeys).toEqual({ '#hero': 'k' });
  });

  it('forged ids are never sent on, and an answered id of another shape is never kept', async () => {
    const fake = engine(() => ({ monetateId: 'evil; Domain=other.test', actions: [] }));
    const decision = await decideForVisitor({
      engine: fake,
      facts: { ...GUEST, visitorId: 'x;y=z"', deviceId: '../../etc' },
      pageView: PAGE,
      newDeviceId: () => DEVICE,
    });
    expect(fake.decide.mock.calls[0]![0].visitor).toEqual({ deviceId: DEVICE });
    expect(decision.keepVisitorId).toBeUndefined();
  });

  it('do-not-track: no call, ids to be forgotten; no engine: no call, nothing to keep', async () => {
    const fake = engine();
    expect(await decideForVisitor({ engine: fake, facts: { ...GUEST, doNotTrack: true }, pageView: PAGE })).toEqual({
      status: 'do-not-track',
      applied: { contentKeys: {}, amplienceGroups: {}, experiences: [] },
      forgetIds: true,
    });
    expect(await decideForVisitor({ engine: null, facts: GUEST, pageView: PAGE })).toMatchObject({
      status: 'off',
      forgetIds: false,
    });
    expect(fake.decide).not.toHaveBeenCalled();
  });

  it('a failing engine: reported, the defaults, the known visitor kept', async () => {
    const onFailure = vi.fn();
    const failing = { name: 'down', decide: vi.fn(async () => Promise.reject(new Error('boom'))) };
    const decision = await decideForVisitor({
      engine: failing,
      facts: { ...GUEST, visitorId: '2.5.5', deviceId: DEVICE },
      pageView: PAGE,
      onFailure,
    });
    expect(decision).toMatchObject({ status: 'failed', keepVisitorId: '2.5.5', applied: { contentKeys: {} } });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 'down');
  });

  it('sends a plausible preview token only', async () => {
    const fake = engine();
    const forced = await decideForVisitor({ engine: fake, facts: GUEST, pageView: PAGE, preview: '1005:night' });
    expect(forced.preview).toBe('1005:night');
    expect(fake.decide.mock.calls[0]![0].preview).toBe('1005:night');
    await decideForVisitor({ engine: fake, facts: GUEST, pageView: PAGE, preview: '<script>' });
    expect(fake.decide.mock.calls[1]![0].preview).toBeUndefined();
    expect(decisionPreviewToken(null)).toBeUndefined();
  });
});

describe('decisionCookies', () => {
  const cookies = { [VISITOR_COOKIE]: '2.5.5', [DEVICE_COOKIE]: 'd' };

  it('keeps the visitor id 30 minutes (Secure over https) and a new device id a year, always Secure', () => {
    const kept = decisionCookies(
      { forgetIds: false, keepVisitorId: '2.7.7', newDeviceId: 'uuid' },
      { cookies: {}, secure: false },
    );
    expect(kept).toEqual([
      expect.objectContaining({
        name: DEVICE_COOKIE,
        value: 'uuid',
        secure: true,
        httpOnly: true,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      }),
      expect.objectContaining({
        name: VISITOR_COOKIE,
        value: '2.7.7',
        secure: false,
        httpOnly: true,
        maxAge: VISITOR_COOKIE_MAX_AGE_S,
      }),
    ]);
  });

  it('under do-not-track expires only the ids the visitor carries, and keeps none', () => {
    const forgotten = decisionCookies({ forgetIds: true }, { cookies, secure: false });
    expect(forgotten.map(({ name, value, maxAge }) => [name, value, maxAge])).toEqual([
      [VISITOR_COOKIE, '', 0],
      [DEVICE_COOKIE, '', 0],
    ]);
    expect(decisionCookies({ forgetIds: true }, { cookies: {}, secure: true })).toEqual([]);
  });
});
