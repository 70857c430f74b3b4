import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCommerceConfig } from '../lib/commerce/config.server';
import { decodeSession, SHOPPER_SESSION_COOKIE } from '../lib/commerce/shopperSession.server';
import { loginAction, registrationAction } from './actions.server';
import { createAccountDeps, type AccountDeps } from './auth.server';
import { ACCOUNT_MESSAGES as M } from './messages';

// The account actions with the real commerce clients against an in-process sandbox (SLAS and Shopper Customers).

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let deps: AccountDeps;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
  deps = createAccountDeps(readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port }));
}, 120_000);
afterAll(async () => sandbox?.close());

const ORIGIN = 'http://shop.test';
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const sessionOf = (response: Response) =>
  decodeSession(new RegExp(`${SHOPPER_SESSION_COOKIE}=([^;]*)`).exec(response.headers.getSetCookie().join('\n'))?.[1]);

describe('account actions against the sandbox', () => {
  it('registers, signs in with the password, and refuses a wrong one with the 401 message', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const registered = await registrationAction(post('/registration', { firstName: 'Grace', lastName: 'Hopper', email, password: 'Secret123' }), deps);
    expect('response' in registered).toBe(true);
    const afterRegistration = sessionOf((registered as { response: Response }).response);
    expect(afterRegistration?.registered).toEqual({ firstName: 'Grace' });

    const signedIn = await loginAction(post('/login', { email: email.toUpperCase(), password: 'Secret123', rememberMe: 'on' }), deps);
    const session = sessionOf((signedIn as { response: Response }).response);
    expect(session?.customerId).toBe(afterRegistration?.customerId);

    const wrong = await loginAction(post('/login', { email, password: 'Secret124' }), deps);
    expect(wrong).toMatchObject({ problem: { status: 401, formError: M.loginUnauthorized } });
    const unknown = await loginAction(post('/login', { email: `nobody-${Date.now()}@example.com`, password: 'Secret123' }), deps);
    expect(unknown).toMatchObject({ problem: { status: 401, formError: M.loginUnauthorized } });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const again = await registrationAction(post('/registration', { firstName: 'Grace', lastName: 'Hopper', email, password: 'Secret123' }), deps);
    expect(again).toMatchObject({ problem: { formError: M.signUpFailed } });
    expect(warn.mock.calls.map((call) => JSON.parse(String(call[0])).event)).toEqual(['registration-failed']);
    warn.mockRestore();
  }, 60_000);
});
