import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './server.js';
import { createNewsletter, NEWSLETTER_FAILING_DOMAIN } from './newsletter.js';

const call = (app: { fetch: (req: Request) => Response | Promise<Response> }, method: string, body: unknown) =>
  app.fetch(
    new Request('http://sandbox.test/newsletter/subscribe', {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('newsletter/subscribe', () => {
  const now = () => new Date('2026-11-22T08:00:00.000Z');

  it('POST subscribes a new email; PATCH stores postal code and gender; the next POST reports allFieldsProvided', async () => {
    const { app, subscribers } = createNewsletter({ now, seed: [] });
    const first = await call(app, 'POST', { email: 'hiker@ridgeline.dev' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      success: true,
      msg: 'Subscribed.',
      allFieldsProvided: false,
      postalCode: '',
      gender: 0,
      emailProfileCreationDate: '2026-11-22T08:00:00.000Z',
    });
    const patch = await call(app, 'PATCH', {
      email: 'hiker@ridgeline.dev',
      postalCode: '97209',
      gender: -1,
      source: 'footer',
      messageId: 'ridgeline-footer-signup',
      emailProfileCreationDate: '2026-11-22T08:00:00.000Z',
    });
    expect(patch.status).toBe(200);
    expect(await patch.json()).toEqual({ success: true, msg: 'Profile updated.' });
    expect(subscribers.get('hiker@ridgeline.dev')).toMatchObject({
      postalCode: '97209',
      gender: -1,
      source: 'footer',
      messageId: 'ridgeline-footer-signup',
    });
    const again = await (await call(app, 'POST', { email: 'Hiker@ridgeline.dev' })).json();
    expect(again).toMatchObject({ success: true, allFieldsProvided: true, postalCode: '97209', gender: -1 });
  });

  it('rejects bad input with success false and a msg', async () => {
    const { app } = createNewsletter({ seed: [] });
    for (const [method, body, status] of [
      ['POST', { email: 'nope' }, 400],
      ['POST', { email: `${'a'.repeat(41)}@trail.com` }, 400],
      ['POST', 'not json', 400],
      ['PATCH', { email: 'ghost@ridgeline.dev', postalCode: '97209', gender: 1 }, 404],
      ['POST', { email: `x@${NEWSLETTER_FAILING_DOMAIN}` }, 503],
    ] as const) {
      const response = await call(app, method, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const json = (await response.json()) as { success: boolean; msg: string };
      expect(json.success).toBe(false);
      expect(json.msg).toEqual(expect.any(String));
    }
    await call(app, 'POST', { email: 'a@b.co' });
    expect((await call(app, 'PATCH', { email: 'a@b.co', postalCode: '', gender: 1 })).status).toBe(400);
    expect((await call(app, 'PATCH', { email: 'a@b.co', postalCode: '97209', gender: 3 })).status).toBe(400);
  });

  it('is served by the sandbox app with CORS for PATCH, and the demo member has every field', async () => {
    const { app } = createSandboxApp({ commerce: false, staging: false, onProblem: () => {} });
    const response = await call(app, 'POST', { email: 'member@ridgeline.dev' });
    expect(await response.json()).toMatchObject({
      success: true,
      allFieldsProvided: true,
      postalCode: '97209',
      gender: 2,
    });
    const preflight = await app.fetch(
      new Request('http://sandbox.test/newsletter/subscribe', {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'PATCH' },
      }),
    );
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});
