import { startSandbox } from '@ridgeline/sandbox';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVE_DATA_BEACON_PATH, activeDataQuery } from '@ridgeline/commerce';
import { SANDBOX_COMMERCE } from '../../../platform/commerce/config.server';
import { rateLimitedLog } from '../../../platform/rateLimitedLog.server';
import { createAppContext } from '../../../appFeatures.server';
import { appContextKey } from '../../../platform/request/appContext.server';
import { clientAddressContext } from '../../../platform/request/clientAddress.server';
import { loader } from '../routes/active-data';
import { forwardActiveDataBeacon } from './activeData.server';

// The Active Data beacon on the wire, against the sandbox's stand-in of the commerce instance's
// `/on/demandware.store/Sites-{site}-Site/{locale}/__Analytics-Start` (docs/reference/sandbox.md): the address and
// query the storefront forwards are ones the instance answers.

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
}, 120_000);
afterAll(async () => sandbox?.close());
afterEach(() => vi.unstubAllEnvs());

const SHOP = 'https://shop.example.com';
const page = {
  href: `${SHOP}/c/jackets?sort=newest&q=private`,
  origin: SHOP,
  referrer: `${SHOP}/`,
  title: 'Jackets | Ridgeline',
  screen: { width: 1280, height: 800 },
  cookieEnabled: true,
  timeZone: 'Europe/London',
};
const beacon = (locale: string) =>
  new Request(`${SHOP}${ACTIVE_DATA_BEACON_PATH}?${activeDataQuery(page, { locale, currency: 'USD' })}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin', 'User-Agent': 'Shopper/1.0' },
  });

/** The real fetch, with each upstream answer's status kept. */
function recordingFetch() {
  const answers: { url: string; status: number }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    answers.push({ url: String(input), status: response.status });
    return response;
  }) as typeof fetch;
  return { answers, fetchImpl };
}

describe('the Active Data beacon against the sandbox', () => {
  it("the browser's beacon, forwarded, is accepted by the instance (204) in every shop locale", async () => {
    const { answers, fetchImpl } = recordingFetch();
    const lines: Record<string, unknown>[] = [];
    for (const locale of ['en-US', 'en-CA', 'fr-CA']) {
      const response = await forwardActiveDataBeacon(beacon(locale), {
        origin: sandbox.url,
        siteId: SANDBOX_COMMERCE.siteId,
        clientAddress: '127.0.0.1',
        fetchImpl,
        limiter: new RateLimiterMemory({ points: 10, duration: 60 }),
        logLimit: rateLimitedLog(60_000),
        inFlight: { count: 0 },
        log: (fields) => void lines.push(fields),
      });
      expect(response.status).toBe(204);
    }
    expect(answers.map(({ status }) => status)).toEqual([204, 204, 204]);
    expect(answers[2]!.url).toMatch(
      new RegExp(`^${sandbox.url}/on/demandware\\.store/Sites-RidgelineUS-Site/fr_CA/__Analytics-Start\\?url=`),
    );
    expect(answers[0]!.url).not.toContain('private');
    expect(lines).toEqual([]);
  });

  it('the route beside the sandbox: its site by default, ACTIVE_DATA_ORIGIN still required', async () => {
    vi.stubEnv('SANDBOX_PORT', String(sandbox.port));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const context = new RouterContextProvider();
    context.set(clientAddressContext, '127.0.0.1');
    context.set(appContextKey, createAppContext());
    const ask = () => loader({ request: beacon('en-US'), context, params: {} } as unknown as LoaderFunctionArgs);
    expect((await ask()).status).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.stubEnv('ACTIVE_DATA_ORIGIN', sandbox.url);
    expect((await ask()).status).toBe(204);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const answer = await fetchSpy.mock.results[0]!.value;
    expect((answer as Response).status).toBe(204);
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('/Sites-RidgelineUS-Site/en_US/__Analytics-Start?');
  });

  it('a site the instance does not serve answers 404: logged once as the kind, the browser still gets 204', async () => {
    const { answers, fetchImpl } = recordingFetch();
    const lines: Record<string, unknown>[] = [];
    const logLimit = rateLimitedLog(60_000);
    for (let i = 0; i < 2; i += 1) {
      const response = await forwardActiveDataBeacon(beacon('en-US'), {
        origin: sandbox.url,
        siteId: 'OtherSite',
        clientAddress: '127.0.0.1',
        fetchImpl,
        limiter: new RateLimiterMemory({ points: 10, duration: 60 }),
        logLimit,
        inFlight: { count: 0 },
        log: (fields) => void lines.push(fields),
      });
      expect(response.status).toBe(204);
    }
    expect(answers.map(({ status }) => status)).toEqual([404, 404]);
    expect(lines).toEqual([{ event: 'active-data-beacon-failed', kind: 'status-404', status: 404 }]);
  });
});
