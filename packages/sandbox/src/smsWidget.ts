import { Hono } from 'hono';

/**
 * Stand-in for the third-party SMS sign-up widget (docs/behaviour/newsletter.md#sms-sign-up). A real vendor serves a
 * script from its own host; the page triggers it with a campaign id and the vendor shows its sign-up. This one does
 * the same over this sandbox:
 *
 * - `GET /sms-widget/widget.js`: the script. It defines `window.__smsSignup.trigger(campaignId)`, which opens a modal
 *   `<dialog>` (focus moves into it, Escape closes it, focus returns) saying which campaign it belongs to, with a
 *   phone field that posts to the sign-ups below. It styles itself with `style` attributes only (a storefront's CSP
 *   refuses `<style>` elements without its nonce).
 * - `POST /sms-widget/signups` `{ campaignId, phone }` → `{ success: true }` (or 400 with `msg`). In memory.
 * - `GET /sms-widget/`: a page that loads the script, with a button per demo campaign, to try it by hand.
 */
export const SMS_WIDGET_GLOBAL = '__smsSignup';

export interface SmsSignup {
  campaignId: string;
  phone: string;
  at: string;
}

/** A campaign id as vendors issue them: letters, digits, `-` and `_`, at most 64. */
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Digits with an optional leading +, spaces, dots, dashes and brackets; 7 to 15 digits. */
const PHONE = /^\+?[0-9 ().-]{7,24}$/;

/** The widget script. Everything it shows is set through `textContent`: nothing a page passes becomes markup. */
export const SMS_WIDGET_SCRIPT = `(() => {
  'use strict';
  const script = document.currentScript;
  const endpoint = new URL('signups', script ? script.src : location.href).href;
  let dialog;
  const el = (tag, style, text) => {
    const node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  function build(campaignId) {
    const d = el('dialog', 'max-width:22rem;width:calc(100% - 2rem);padding:1.5rem;border:1px solid #ccc;border-radius:8px;font:16px/1.4 system-ui,sans-serif');
    d.setAttribute('aria-labelledby', 'sms-widget-title');
    d.dataset.smsWidget = '';
    d.dataset.campaignId = campaignId;
    const title = el('h2', 'margin:0 0 .5rem;font-size:1.25rem', 'Get texts from us');
    title.id = 'sms-widget-title';
    const note = el('p', 'margin:0 0 1rem;font-size:.875rem;color:#555', 'Campaign ' + campaignId + '. Message and data rates may apply.');
    const form = el('form', 'display:grid;gap:.5rem');
    const label = el('label', 'font-weight:600', 'Mobile number');
    label.htmlFor = 'sms-widget-phone';
    const phone = el('input', 'padding:.5rem;border:1px solid #888;border-radius:4px');
    phone.id = 'sms-widget-phone';
    phone.type = 'tel';
    phone.autocomplete = 'tel';
    phone.required = true;
    const status = el('p', 'margin:0;min-height:1.4em', '');
    status.setAttribute('role', 'status');
    const submit = el('button', 'padding:.5rem;border:0;border-radius:4px;background:#1f2933;color:#fff;cursor:pointer', 'Sign up for texts');
    submit.type = 'submit';
    const close = el('button', 'padding:.5rem;border:1px solid #888;border-radius:4px;background:#fff;cursor:pointer', 'Close');
    close.type = 'button';
    close.addEventListener('click', () => d.close());
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      status.textContent = 'Signing up…';
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ campaignId: d.dataset.campaignId, phone: phone.value }),
          signal: AbortSignal.timeout(10000),
        });
        const body = await response.json().catch(() => ({}));
        status.textContent = response.ok && body.success ? "You're signed up. Watch for a text to confirm." : body.msg || 'Sign-up failed. Please try again.';
      } catch {
        status.textContent = 'Sign-up failed. Please try again.';
      }
    });
    form.append(label, phone, submit, status, close);
    d.append(title, note, form);
    document.body.append(d);
    return d;
  }
  window.${SMS_WIDGET_GLOBAL} = {
    trigger(campaignId) {
      if (typeof campaignId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(campaignId)) throw new Error('sms widget: a campaign id is required');
      if (dialog) dialog.remove();
      dialog = build(campaignId);
      dialog.showModal();
    },
  };
})();
`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SMS sign-up widget (sandbox stand-in)</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">
<h1>SMS sign-up widget</h1>
<p>The sandbox's stand-in for a third-party SMS sign-up widget. A storefront loads <code>widget.js</code> and calls
<code>window.${SMS_WIDGET_GLOBAL}.trigger(campaignId)</code>; the footer's promo picks one campaign for screens
760 px wide or more and another for narrower ones.</p>
<p><button type="button" data-campaign="rdgl-sms-wide-2026">Wide campaign</button>
<button type="button" data-campaign="rdgl-sms-narrow-2026">Narrow campaign</button></p>
<script src="widget.js"></script>
<script src="page.js"></script>
</body></html>`;

const PAGE_SCRIPT = `document.querySelectorAll('[data-campaign]').forEach((button) =>
  button.addEventListener('click', () => window.${SMS_WIDGET_GLOBAL}.trigger(button.dataset.campaign)));`;

export function createSmsWidget(options: { now?: () => Date } = {}): { app: Hono; signups: SmsSignup[] } {
  const now = options.now ?? (() => new Date());
  const signups: SmsSignup[] = [];
  const app = new Hono();
  const js = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } });
  app.get('/sms-widget/widget.js', () => js(SMS_WIDGET_SCRIPT));
  app.get('/sms-widget/page.js', () => js(PAGE_SCRIPT));
  app.get('/sms-widget/', (c) => c.html(PAGE));
  app.get('/sms-widget', (c) => c.redirect('/sms-widget/', 301));
  app.post('/sms-widget/signups', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const { campaignId, phone } = record;
    if (typeof campaignId !== 'string' || !CAMPAIGN_ID.test(campaignId))
      return c.json({ success: false, msg: 'A campaign id is required.' }, 400);
    if (
      typeof phone !== 'string' ||
      !PHONE.test(phone.trim()) ||
      phone.replace(/\D/g, '').length < 7 ||
      phone.replace(/\D/g, '').length > 15
    ) {
      return c.json({ success: false, msg: 'Please enter a valid mobile number.' }, 400);
    }
    signups.push({ campaignId, phone: phone.trim(), at: now().toISOString() });
    return c.json({ success: true });
  });
  return { app, signups };
}
