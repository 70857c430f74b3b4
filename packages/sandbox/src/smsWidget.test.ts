// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './server.js';
import { createSmsWidget, SMS_WIDGET_GLOBAL, SMS_WIDGET_SCRIPT } from './smsWidget.js';

const post = (app: { fetch: (req: Request) => Response | Promise<Response> }, body: unknown) =>
  app.fetch(
    new Request('http://sandbox.test/sms-widget/signups', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('SMS sign-up widget stand-in', () => {
  it('serves its script, its page and a sign-up endpoint from the sandbox', async () => {
    const { app } = createSandboxApp({ commerce: false, staging: false });
    const script = await app.fetch(new Request('http://sandbox.test/sms-widget/widget.js'));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain(`window.${SMS_WIDGET_GLOBAL} = {`);
    // a page of another origin (the storefront) loads it and posts to it
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    const page = await app.fetch(new Request('http://sandbox.test/sms-widget/'));
    expect(await page.text()).toContain('<script src="widget.js"></script>');
    expect((await post(app, { campaignId: 'rdgl-sms-wide-2026', phone: '+1 415 555 0100' })).status).toBe(200);
  });

  it('keeps a sign-up with its campaign; refuses a missing campaign or a bad number', async () => {
    const { app, signups } = createSmsWidget({ now: () => new Date('2026-11-27T10:00:00.000Z') });
    expect(await (await post(app, { campaignId: 'rdgl-sms-narrow-2026', phone: '415-555-0100' })).json()).toEqual({
      success: true,
    });
    expect(signups).toEqual([
      { campaignId: 'rdgl-sms-narrow-2026', phone: '415-555-0100', at: '2026-11-27T10:00:00.000Z' },
    ]);
    const noCampaign = await post(app, { phone: '4155550100' });
    expect(noCampaign.status).toBe(400);
    expect(await noCampaign.json()).toEqual({ success: false, msg: 'A campaign id is required.' });
    for (const phone of ['12', 'call me', '1'.repeat(16), 42]) {
      expect((await post(app, { campaignId: 'c1', phone })).status).toBe(400);
    }
    expect((await post(app, 'not json')).status).toBe(400);
    expect(signups).toHaveLength(1);
  });

  it('the script opens a dialog for the campaign it is given, showing page input as text only', () => {
    // jsdom has no showModal: the dialog's own behaviour (focus, Escape) is the browser's
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    new Function(SMS_WIDGET_SCRIPT)();
    const widget = (window as unknown as Record<string, { trigger(id: unknown): void }>)[SMS_WIDGET_GLOBAL]!;
    widget.trigger('rdgl-sms-wide-2026');
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-sms-widget]')!;
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.campaignId).toBe('rdgl-sms-wide-2026');
    expect(dialog.textContent).toContain('Campaign rdgl-sms-wide-2026');
    expect(() => widget.trigger('<img src=x onerror=alert(1)>')).toThrow(/campaign id/);
    expect(document.querySelectorAll('dialog[data-sms-widget]')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
  });
});
