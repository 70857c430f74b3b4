import { describe, expect, it, vi } from 'vitest';
import { completeSignIn, type AccountCalls } from '../server/account.server';
import { DEFAULT_PASSWORD_CONSTRAINTS, DEFAULT_REGISTER_FORM_SETTINGS } from './precheck';
import {
  registrationFormValues,
  registrationSchemaFor,
  validateRegistration,
  type AccountFormsText,
  type AccountRuleText,
  type AccountFeedbackText,
} from './schemas';

/** Each message is its own key, so a test reads which rule failed. */
const keys = <T extends object>() => new Proxy({}, { get: (_, key) => String(key) }) as T;
const messages: AccountFormsText = { feedback: keys<AccountFeedbackText>(), forms: keys<AccountRuleText>() };
const schemaWith = (consent: boolean) =>
  registrationSchemaFor({
    localeId: 'en-US',
    settings: {
      ...DEFAULT_REGISTER_FORM_SETTINGS,
      canEnrollInLoyalty: consent,
      isLoyaltyExplicitConsentRequired: consent,
    },
    constraints: DEFAULT_PASSWORD_CONSTRAINTS,
    messages,
  });

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const valid = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postalCode: '94110',
  phone: '(415) 555-0100',
};

describe('a posted registration', () => {
  it('reads the fields trimmed, the boxes as ticked or not, the terms agreed unless refused', () => {
    const values = registrationFormValues(
      posted({ ...valid, firstName: ' Ada ', addtoemaillist: 'on', smssignup: 'false' }),
    );
    expect(values).toMatchObject({ firstName: 'Ada', addtoemaillist: true, smssignup: false, agreeToTerms: true });
    expect(registrationFormValues(posted({ agreeToTerms: 'false' })).agreeToTerms).toBe(false);
    expect(values).not.toHaveProperty('password');
  });

  it('"Join For Free" needs the consent; "Without Rewards" goes through without it, the consent false', () => {
    const values = registrationFormValues(posted(valid));
    const join = validateRegistration(schemaWith(true), values, 'Secret123', true);
    expect(join).toEqual({ errors: { privacyconsent: 'fieldRequired' } });
    const without = validateRegistration(schemaWith(true), values, 'Secret123', false);
    expect('data' in without && without.data.privacyconsent).toBe(false);
  });

  it('any other error refuses both buttons', () => {
    const values = registrationFormValues(posted({ ...valid, phone: '12' }));
    expect(validateRegistration(schemaWith(false), values, 'Secret123', false)).toEqual({
      errors: { phone: 'phoneInvalid' },
    });
  });
});

describe('completeSignIn', () => {
  const tokens = { access_token: 'at', refresh_token: 'rt', usid: 'u', customer_id: 'c1' };
  const calls = (overrides: Partial<AccountCalls> = {}): AccountCalls => ({
    loginRegistered: vi.fn(),
    register: vi.fn(),
    precheck: vi.fn(),
    postAuth: vi.fn(async () => {}),
    firstName: vi.fn(async () => 'Ada'),
    baskets: {
      getBasket: vi.fn(async (_token: string, basketId: string) => ({ basketId, productItems: [{ quantity: 1 }] })),
      mergeBasket: vi.fn(async () => ({ basketId: 'merged' })),
      updateShippingAddress: vi.fn(),
      updateBillingAddress: vi.fn(),
    },
    ...overrides,
  });

  it("answers the first name and the merged bag of a guest's bag with items, then calls post-auth", async () => {
    const api = calls();
    const answer = await completeSignIn(api, tokens, { accessToken: 'guest', basketId: 'g1' }, vi.fn());
    expect(answer.firstName).toBe('Ada');
    expect(answer.basket?.basketId).toBe('merged');
    expect(api.postAuth).toHaveBeenCalledWith('at');
  });

  it("without a guest bag to merge, the customer's newest basket by customerId is theirs again", async () => {
    const customerBaskets = vi.fn(async () => [
      { basketId: 'older', lastModified: '2026-11-01T10:00:00Z' },
      { basketId: 'newest', lastModified: '2026-11-20T10:00:00Z' },
      { basketId: 'undated' },
    ]);
    const api = calls({ customerBaskets });
    const answer = await completeSignIn(api, tokens, { accessToken: 'guest' }, vi.fn());
    expect(customerBaskets).toHaveBeenCalledWith('at', 'c1');
    expect(answer.basket?.basketId).toBe('newest');
    expect(api.baskets.mergeBasket).not.toHaveBeenCalled();
    // a merged guest bag wins: the list is not asked
    const merging = calls({ customerBaskets });
    customerBaskets.mockClear();
    const merged = await completeSignIn(merging, tokens, { accessToken: 'guest', basketId: 'g1' }, vi.fn());
    expect(merged.basket?.basketId).toBe('merged');
    expect(customerBaskets).not.toHaveBeenCalled();
    // a customer with no basket has none
    const none = await completeSignIn(calls({ customerBaskets: vi.fn(async () => []) }), tokens, undefined, vi.fn());
    expect(none.basket).toBeUndefined();
  });

  it('a failed read of the customer baskets is logged once and the sign-in goes on without a basket', async () => {
    const log = vi.fn();
    const api = calls({ customerBaskets: vi.fn(async () => Promise.reject(new Error('503 down'))) });
    const answer = await completeSignIn(api, tokens, undefined, log);
    expect(answer).toEqual({ firstName: 'Ada', basket: undefined });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ event: 'customer-baskets-read-failed', message: '503 down' });
    expect(api.postAuth).toHaveBeenCalledWith('at');
  });

  it('a failed post-auth is logged and the sign-in goes on', async () => {
    const log = vi.fn();
    const api = calls({ postAuth: vi.fn(async () => Promise.reject(new Error('down'))) });
    const answer = await completeSignIn(api, tokens, undefined, log);
    expect(answer.basket).toBeUndefined();
    expect(log).toHaveBeenCalledWith({ event: 'post-auth-failed', message: 'down' });
  });
});
