import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_EMAIL_URL, customerEmail, resetCustomerEmail } from './customerEmail';

afterEach(() => resetCustomerEmail());

describe('customerEmail (the footer newsletter prefill)', () => {
  it('asks the private endpoint once per page for a signed-in customer', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ signedIn: true, email: ' ada@example.com ' }));
    expect(await customerEmail(fetchImpl as never, 'a=1; ridgeline-signed-in=1')).toBe('ada@example.com');
    expect(await customerEmail(fetchImpl as never, 'ridgeline-signed-in=1')).toBe('ada@example.com');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect((fetchImpl.mock.calls[0] as unknown[])[0]).toBe(CUSTOMER_EMAIL_URL);
  });

  it('asks nothing for a guest', async () => {
    const fetchImpl = vi.fn();
    expect(await customerEmail(fetchImpl as never, 'a=1')).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is undefined when the answer has no e-mail, fails or cannot be read', async () => {
    for (const answer of [
      Response.json({ signedIn: false }),
      new Response('nope', { status: 500 }),
      new Response('{', { status: 200 }),
    ]) {
      resetCustomerEmail();
      expect(await customerEmail((async () => answer) as never, 'ridgeline-signed-in=1')).toBeUndefined();
    }
    resetCustomerEmail();
    expect(
      await customerEmail((async () => Promise.reject(new Error('offline'))) as never, 'ridgeline-signed-in=1'),
    ).toBeUndefined();
  });
});
