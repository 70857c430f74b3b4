import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppContext } from '../../../appFeatures.server';
import { appContextKey } from '../../../platform/request/appContext.server';
import { clientAddressContext } from '../../../platform/request/clientAddress.server';
import { action, loader } from './active-data';

// One app for the file: its beacon and report limits are app state, as in the server.
const app = createAppContext();

// The route of the Active Data beacon (docs/behaviour/shell.md#active-data-beacon): its settings and its wiring.
const PATH = '/__ridgeline/analytics/__Analytics-Start';
const ask = (query: string, address = '192.0.2.44') => {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  context.set(appContextKey, app);
  const request = new Request(`https://shop.example.com${PATH}?${query}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin', 'User-Agent': 'Shopper/1.0' },
  });
  return loader({ request, context, params: {} } as unknown as LoaderFunctionArgs);
};

afterEach(() => vi.unstubAllEnvs());

describe(`GET ${PATH}`, () => {
  it('does not exist without ACTIVE_DATA_ORIGIN, beside the sandbox too; nothing is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await ask('locale=en-US&res=1x1');
    expect(response.status).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with ACTIVE_DATA_ORIGIN: forwarded to that origin for COMMERCE_SITE_ID with the shopper’s address', async () => {
    vi.stubEnv('ACTIVE_DATA_ORIGIN', 'https://commerce.example.net');
    vi.stubEnv('COMMERCE_SITE_ID', 'RefArch');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const response = await ask('locale=fr-CA&res=1280x800&pcc=CAD&dwsid=x');
    expect(response.status).toBe(204);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [address, init] = fetchSpy.mock.calls[0]!;
    expect(String(address)).toBe(
      'https://commerce.example.net/on/demandware.store/Sites-RefArch-Site/fr_CA/__Analytics-Start?res=1280x800&pcc=CAD',
    );
    const headers = new Headers(init?.headers);
    expect(headers.get('x-forwarded-for')).toBe('192.0.2.44');
    expect(headers.get('user-agent')).toBe('Shopper/1.0');
  });

  it('any other method is 405', async () => {
    vi.stubEnv('ACTIVE_DATA_ORIGIN', 'https://commerce.example.net');
    const response = await action();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});
