import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  type DecisionEngineProvider,
  type DecisionInput,
} from '@ridgeline/renderer/server';
import { decideForPage } from './decisions.server';
import type { RequestContext } from './context.server';
import { captureLog } from '../../testing/logCapture';

type Context = Parameters<typeof decideForPage>[0];
const PAGE = { pageType: 'monetate-example-1', url: 'https://shop.test/monetate-example-1' };
const UUID_COOKIE = '123e4567-e89b-42d3-a456-426614174000';

function context({
  url = 'https://shop.test/monetate-example-1',
  cookies = {} as Record<string, string>,
  doNotTrack = false,
  signedIn = false,
  preview = undefined as RequestContext['preview'],
} = {}): Context {
  return {
    request: new Request(url),
    preview,
    cookies,
    shopper: {
      doNotTrack,
      consent: { tracking: !doNotTrack },
      customerGroups: signedIn ? ['Registered', 'Everyone'] : ['Unregistered', 'Everyone'],
      signedIn,
      customerId: signedIn ? 'cust-1' : undefined,
    } as unknown as RequestContext['shopper'],
  };
}

function engine(
  answer: (input: DecisionInput) => Awaited<ReturnType<DecisionEngineProvider['decide']>> = () => ({
    monetateId: '2.7.7',
    actions: [],
  }),
) {
  const decide = vi.fn(async (input: DecisionInput) => answer(input));
  return { name: 'test', decide } satisfies DecisionEngineProvider;
}

const cookieNamed = (setCookie: string[], name: string) => setCookie.find((cookie) => cookie.startsWith(`${name}=`));

afterEach(() => vi.unstubAllEnvs());

describe('a page decision', () => {
  it('a first visit: a new iwebid (UUID, 365 days, Secure, path /) sent as deviceId, and the engine’s visitor id kept 30 minutes', async () => {
    const fake = engine();
    const decision = await decideForPage(context(), PAGE, fake);
    const input = fake.decide.mock.calls[0]![0];
    expect('deviceId' in input.visitor && input.visitor.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toMatchObject({ customerGroups: ['Unregistered', 'Everyone'], pageView: PAGE });
    expect(input.customerId).toBeUndefined();
    const device = cookieNamed(decision.setCookie, DEVICE_COOKIE)!;
    expect(device).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`);
    expect(device).toMatch(/; Path=\/.*; Secure/);
    expect(device).toContain(`=${(input.visitor as { deviceId: string }).deviceId}`);
    expect(cookieNamed(decision.setCookie, VISITOR_COOKIE)).toMatch(
      new RegExp(`^mt\\.v=2\\.7\\.7; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    );
    expect(decision.status).toBe('decided');
  });

  it('a returning visitor: monetateId from the visitor cookie (renewed for 30 minutes), iwebid kept, customerId when signed in', async () => {
    const fake = engine();
    const decision = await decideForPage(
      context({ cookies: { [VISITOR_COOKIE]: '2.5.5', [DEVICE_COOKIE]: UUID_COOKIE }, signedIn: true }),
      PAGE,
      fake,
    );
    expect(fake.decide.mock.calls[0]![0]).toMatchObject({
      visitor: { monetateId: '2.5.5' },
      customerId: 'cust-1',
      customerGroups: ['Registered', 'Everyone'],
    });
    expect(cookieNamed(decision.setCookie, DEVICE_COOKIE)).toBeUndefined();
    expect(cookieNamed(decision.setCookie, VISITOR_COOKIE)).toContain('Max-Age=1800');
  });

  it('a forged visitor or device cookie is never sent on (nor written back): a new device id instead', async () => {
    const fake = engine(() => ({ monetateId: 'evil; Domain=other.test', actions: [] }));
    const decision = await decideForPage(
      context({ url: 'http://shop.test/x', cookies: { [VISITOR_COOKIE]: 'x;y=z"', [DEVICE_COOKIE]: '../../etc' } }),
      PAGE,
      fake,
    );
    const input = fake.decide.mock.calls[0]![0];
    expect('deviceId' in input.visitor && input.visitor.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookieNamed(decision.setCookie, VISITOR_COOKIE)).toBeUndefined();
    expect(decision.setCookie.join()).not.toContain('other.test');
  });

  it('do-not-track (or no consent): no call, no new cookie, and the decision cookies from before are removed', async () => {
    const fake = engine();
    const fresh = await decideForPage(context({ doNotTrack: true }), PAGE, fake);
    expect(fresh).toMatchObject({ status: 'do-not-track', setCookie: [] });
    const returning = await decideForPage(
      context({ doNotTrack: true, cookies: { [VISITOR_COOKIE]: '2.5.5', [DEVICE_COOKIE]: UUID_COOKIE } }),
      PAGE,
      fake,
    );
    expect(returning.setCookie.map((cookie) => cookie.split(';')[0])).toEqual(['mt.v=', 'iwebid=']);
    expect(returning.setCookie.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(fake.decide).not.toHaveBeenCalled();
  });

  it('no engine: no call and no cookie; a failing engine: the defaults, logged, the visitor kept', async () => {
    expect(await decideForPage(context(), PAGE, null)).toMatchObject({ status: 'off', setCookie: [] });
    const warn = captureLog();
    const failing = { name: 'test', decide: vi.fn(async () => Promise.reject(new Error('down'))) };
    const decision = await decideForPage(
      context({ cookies: { [VISITOR_COOKIE]: '2.5.5', [DEVICE_COOKIE]: UUID_COOKIE } }),
      PAGE,
      failing,
    );
    expect(decision).toMatchObject({ status: 'failed', applied: { contentKeys: {} } });
    expect(cookieNamed(decision.setCookie, VISITOR_COOKIE)).toContain('mt.v=2.5.5');
    expect(JSON.stringify(warn.lines()[0])).toContain('"event":"decision-engine"');
    warn.restore();
  });

  it('a preview token is sent only in a preview or with the toolkit on', async () => {
    const url = 'https://shop.test/monetate-example-1?preview=1005:night';
    const fake = engine();
    await decideForPage(context({ url }), PAGE, fake);
    expect(fake.decide.mock.calls[0]![0].preview).toBeUndefined();
    await decideForPage(context({ url, preview: { vse: 'x' } as unknown as RequestContext['preview'] }), PAGE, fake);
    expect(fake.decide.mock.calls[1]![0].preview).toBe('1005:night');
    vi.stubEnv('MERCHANDISER_TOOLKIT', '1');
    const forced = await decideForPage(context({ url }), PAGE, fake);
    expect(fake.decide.mock.calls[2]![0].preview).toBe('1005:night');
    expect(forced.preview).toBe('1005:night');
    await decideForPage(context({ url: 'https://shop.test/x?preview=%3Cscript%3E' }), PAGE, fake);
    expect(fake.decide.mock.calls[3]![0].preview).toBeUndefined();
  });
});
