// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  amplienceSignature,
  createAmplienceWebhookVerifier,
  tagsForEvent,
  verifyAmplienceSignature,
  WEBHOOK_REPLAY_WINDOW_MS,
} from './amplienceWebhook';
import { ALL_PAGES_TAG, contentIdTag, contentKeyTag, OVERFLOW_TAG } from './cacheTags';

const SECRET = 'webhook-secret-of-the-hub';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const bodyOf = (payload: Record<string, unknown>, name = 'dynamic-content.content-item.published') =>
  Buffer.from(JSON.stringify({ name, payload }));
const published = (at = NOW) =>
  bodyOf({
    id: 'item-1',
    lastPublishedDate: new Date(at).toISOString(),
    body: { _meta: { deliveryKey: 'home', schema: 'x' } },
  });
const verifier = () => createAmplienceWebhookVerifier({ secret: SECRET, now: () => NOW });

describe('the Amplience webhook signature', () => {
  it('is the base64 HMAC-SHA256 of the raw body', () => {
    const body = published();
    expect(verifyAmplienceSignature(body, amplienceSignature(body, SECRET), SECRET)).toBe(true);
  });

  it('accepts a signed, dated delivery and names its item by id and key', () => {
    const body = published();
    const verdict = verifier().verify(body, amplienceSignature(body, SECRET));
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.event).toMatchObject({ ids: ['item-1'], keys: ['home'] });
    expect(tagsForEvent(verdict.event)).toEqual([contentIdTag('item-1'), contentKeyTag('home'), OVERFLOW_TAG]);
  });

  it('refuses a missing signature', () => {
    expect(verifier().verify(published(), undefined)).toMatchObject({ ok: false, status: 401 });
    expect(verifier().verify(published(), '')).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a forged signature (another secret) and a body changed after signing', () => {
    const body = published();
    expect(verifier().verify(body, amplienceSignature(body, 'not-the-secret'))).toMatchObject({
      ok: false,
      status: 401,
    });
    const signature = amplienceSignature(body, SECRET);
    const tampered = Buffer.from(body.toString().replace('item-1', 'item-2'));
    expect(verifier().verify(tampered, signature)).toMatchObject({ ok: false, status: 401 });
    expect(verifier().verify(body, 'not base64 at all!')).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a replay: an event dated outside the window, or a delivery already accepted', () => {
    const old = published(NOW - WEBHOOK_REPLAY_WINDOW_MS - 1);
    expect(verifier().verify(old, amplienceSignature(old, SECRET))).toMatchObject({ ok: false, status: 401 });
    const future = published(NOW + 10 * 60_000);
    expect(verifier().verify(future, amplienceSignature(future, SECRET))).toMatchObject({ ok: false, status: 401 });

    const once = verifier();
    const body = published();
    const signature = amplienceSignature(body, SECRET);
    const first = once.verify(body, signature);
    expect(first.ok).toBe(true);
    once.accepted(first.ok ? first.signature : signature);
    expect(once.verify(body, signature)).toMatchObject({ ok: false, status: 409 });
    // the same bytes written another way (no padding, URL-safe alphabet) are the same delivery
    const rewritten = signature.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    expect(rewritten).not.toBe(signature);
    expect(once.verify(body, rewritten)).toMatchObject({ ok: false, status: 409 });
  });

  it('refuses a signed body that is no event, or carries no date', () => {
    const notJson = Buffer.from('hello');
    expect(verifier().verify(notJson, amplienceSignature(notJson, SECRET))).toMatchObject({ ok: false, status: 400 });
    const undated = bodyOf({ id: 'item-1' });
    expect(verifier().verify(undated, amplienceSignature(undated, SECRET))).toMatchObject({ ok: false, status: 400 });
  });

  it('maps a snapshot to its root item and an edition to every page', () => {
    const snapshot = bodyOf(
      { id: 'snap-1', createdDate: new Date(NOW).toISOString(), rootContentItem: { id: 'root-1' } },
      'dynamic-content.snapshot.published',
    );
    const verdict = verifier().verify(snapshot, amplienceSignature(snapshot, SECRET));
    expect(verdict.ok && verdict.event.ids).toEqual(['root-1']);
    const edition = bodyOf(
      { id: 'ed-1', publishedDate: new Date(NOW).toISOString() },
      'dynamic-content.edition.published',
    );
    const editionVerdict = verifier().verify(edition, amplienceSignature(edition, SECRET));
    expect(editionVerdict.ok && tagsForEvent(editionVerdict.event)).toEqual([ALL_PAGES_TAG]);
  });

  it('cannot be made without a secret', () => {
    expect(() => createAmplienceWebhookVerifier({ secret: '' })).toThrow(/secret/);
  });
});
