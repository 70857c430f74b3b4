import { RouterContextProvider, type ActionFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppContext } from '../../../appFeatures.server';
import { appContextKey } from '../../../platform/request/appContext.server';
import { clientAddressContext } from '../../../platform/request/clientAddress.server';
import { captureLog } from '../../../testing/logCapture';
import { action, loader } from './browser-errors';

// One app for the file: its beacon and report limits are app state, as in the server.
const app = createAppContext();

// The route of the browser error collector (docs/behaviour/shell.md#browser-error-reports): its setting and wiring.
const report = () => {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, '192.0.2.61');
  context.set(appContextKey, app);
  const request = new Request('https://shop.example.com/__ridgeline/errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ kind: 'error', message: 'ReferenceError: x is not defined', page: '/t/about' }),
  });
  return action({ request, context, params: {} } as unknown as ActionFunctionArgs);
};

afterEach(() => vi.unstubAllEnvs());

describe('POST /__ridgeline/errors', () => {
  it('does not exist without BROWSER_ERRORS (off by default): nothing logged', async () => {
    const log = captureLog();
    expect((await report()).status).toBe(404);
    expect(log.events('browser-error')).toEqual([]);
  });

  it('with BROWSER_ERRORS on: one browser-error line per report', async () => {
    vi.stubEnv('BROWSER_ERRORS', 'on');
    const log = captureLog();
    expect((await report()).status).toBe(204);
    expect(log.events('browser-error')).toMatchObject([
      { event: 'browser-error', kind: 'error', page: '/t/about', message: 'ReferenceError: x is not defined' },
    ]);
  });

  it('a GET is 405', () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
