import { describe, expect, it, vi } from 'vitest';
import {
  canJoinForFree,
  canSubmitWithoutRewards,
  DEFAULT_REGISTER_FORM_SETTINGS,
  fieldErrors,
  formatPhone,
  isValidPhone,
  isValidPostalCode,
  NAME_BLUR_PATTERN,
  passwordChecklist as checklistIn,
  platformOfOrigin,
  postalCodeRule,
  readPrecheck,
  REGISTER_FORM_FLAGS,
  registrationPayload,
  registrationSchemaFor,
  resetEmailSchemaFor,
  storeNumberOf,
  UNKNOWN_CUSTOMER_PRECHECK,
  type PasswordConstraints,
  type RegisterFormSettings,
} from '@ridgeline/commerce';
import { mergeGuestBasket, type Basket, type BasketMergeApi } from '@ridgeline/commerce/server';
import { flashToastCookie, flashToastFromCookies, resolveFlashToast } from '../../../platform/toasts/flashToast';
import { ACCOUNT_MESSAGES as M, ENGLISH_ACCOUNT_FORMS_MESSAGES, welcomeToast } from '../messages';

/** The checklist and the reset schema in en-US (the messages the storefront formats). */
const passwordChecklist = (password: string, constraints: PasswordConstraints) =>
  checklistIn(password, constraints, ENGLISH_ACCOUNT_FORMS_MESSAGES);
const resetEmailSchema = resetEmailSchemaFor(M);

const LOYALTY: RegisterFormSettings = {
  ...DEFAULT_REGISTER_FORM_SETTINGS,
  canEnrollInLoyalty: true,
  isLoyaltyExplicitConsentRequired: true,
  isBirthdayStepEnabled: true,
  isSmsOptInEnabled: true,
};
const CONSTRAINTS = { minLength: 8, uppercase: true, lowercase: true, number: true, special: false };
const valid = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'Secret123',
  postalCode: '94110',
  phone: '(415) 555-0100',
  gender: '1',
};
const errorsOf = (
  input: Record<string, unknown>,
  localeId = 'en-US',
  settings = DEFAULT_REGISTER_FORM_SETTINGS,
  constraints = CONSTRAINTS,
) => {
  const parsed = registrationSchemaFor({
    localeId,
    settings,
    constraints,
    messages: ENGLISH_ACCOUNT_FORMS_MESSAGES,
  }).safeParse(input);
  return parsed.success ? {} : (fieldErrors(parsed.error) as Record<string, string>);
};

describe('the phone helper and rule', () => {
  it('keeps digits only, formats (xxx) xxx-xxxx and stops at 10 digits', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('4')).toBe('(4');
    expect(formatPhone('4155')).toBe('(415) 5');
    expect(formatPhone('415-555-01')).toBe('(415) 555-01');
    expect(formatPhone('+1 (415) 555 0100 99')).toBe('(141) 555-5010');
    expect(formatPhone('4155550100123')).toBe('(415) 555-0100');
  });
  it('needs 10-20 characters with at least 10 digits in en-US and en-CA, 7 in fr-CA', () => {
    expect(isValidPhone('(415) 555-0100', 'en-US')).toBe(true);
    expect(isValidPhone('(415) 555-01', 'en-US')).toBe(false);
    expect(isValidPhone('555-0100 00', 'en-CA')).toBe(false);
    expect(isValidPhone('555 - 0100', 'fr-CA')).toBe(true);
    expect(isValidPhone('555 - 010', 'fr-CA')).toBe(false);
    expect(isValidPhone('1'.repeat(21), 'en-US')).toBe(false);
    expect(errorsOf({ ...valid, phone: '' }).phone).toBe('This field is required.');
    expect(errorsOf({ ...valid, phone: '555-01000' }).phone).toBe('Please enter a valid phone number.');
  });
});

describe("postal codes by the locale's country", () => {
  it('checks US, CA, DE, GB and JP with their patterns and lengths', () => {
    expect(isValidPostalCode('94110', 'en-US') && isValidPostalCode('94110-1234', 'en-US')).toBe(true);
    expect(isValidPostalCode('9411', 'en-US')).toBe(false);
    expect(isValidPostalCode('H2X 1Y4', 'fr-CA') && isValidPostalCode('K1A0B1', 'en-CA')).toBe(true);
    expect(isValidPostalCode('94110', 'en-CA')).toBe(false);
    expect(isValidPostalCode('10178', 'de-DE')).toBe(true);
    expect(isValidPostalCode('SW1A 1AA', 'en-GB')).toBe(true);
    expect(isValidPostalCode('100-0001', 'ja-JP')).toBe(true);
    expect(isValidPostalCode('1000001', 'ja-JP')).toBe(false);
    expect([
      postalCodeRule('en-US').maxLength,
      postalCodeRule('en-CA').maxLength,
      postalCodeRule('de-DE').maxLength,
      postalCodeRule('en-GB').maxLength,
      postalCodeRule('ja-JP').maxLength,
    ]).toEqual([10, 7, 5, 10, 8]);
  });
  it('says "This field is required." and "Please enter a valid zip code"', () => {
    expect(errorsOf({ ...valid, postalCode: '' }).postalCode).toBe('This field is required.');
    expect(errorsOf({ ...valid, postalCode: 'ABCDE' }).postalCode).toBe('Please enter a valid zip code');
    expect(errorsOf({ ...valid, postalCode: '94110' }, 'fr-CA').postalCode).toBe('Please enter a valid zip code');
  });
});

describe('the registration password checklist', () => {
  it('lists the rules of the constraints, each met or not, special characters optional', () => {
    expect(passwordChecklist('abc', CONSTRAINTS).map((line) => [line.key, line.met])).toEqual([
      ['minLength', false],
      ['uppercase', false],
      ['lowercase', true],
      ['number', false],
    ]);
    const special = passwordChecklist('Secret123!', { ...CONSTRAINTS, special: true });
    expect(special.map((line) => line.met)).toEqual([true, true, true, true, true]);
    expect(
      errorsOf({ ...valid, password: 'Secret123' }, 'en-US', DEFAULT_REGISTER_FORM_SETTINGS, {
        ...CONSTRAINTS,
        special: true,
      }).password,
    ).toBe('Password must contain at least one special character.');
  });
  it('counts each of the twenty special characters, and nothing else, as special', () => {
    const withSpecial = { ...CONSTRAINTS, special: true };
    const specialMet = (password: string) =>
      passwordChecklist(password, withSpecial).find((line) => line.key === 'special')?.met;
    const set = '!@#$%^&*(),.?":{}|<>';
    expect(set).toHaveLength(20);
    for (const character of set) expect(specialMet(`Secret1${character}`), character).toBe(true);
    for (const other of ['-', '_', '~', '+', '=', '/', '\\', ';', "'", '[', ' ', 'é']) {
      expect(specialMet(`Secret1${other}`), other).toBe(false);
    }
    expect(passwordChecklist('', withSpecial).find((line) => line.key === 'special')?.label).toBe(
      'At least 1 special character (! @ # $ % ^ & * ( ) , . ? " : { } | < >)',
    );
  });
  it('adds the mixed-case rule when the precheck turns it on, and refuses one case only', () => {
    const { passwordConstraints } = readPrecheck({
      passwordConstraints: { mixedCase: true, uppercase: false, lowercase: false },
    });
    expect(passwordConstraints.mixedCase).toBe(true);
    expect(passwordChecklist('secret123', passwordConstraints).map((line) => [line.key, line.met])).toEqual([
      ['minLength', true],
      ['number', true],
      ['mixedCase', false],
    ]);
    expect(
      errorsOf({ ...valid, password: 'secret123' }, 'en-US', DEFAULT_REGISTER_FORM_SETTINGS, passwordConstraints)
        .password,
    ).toBe('Password must contain at least one uppercase and one lowercase letter.');
    expect(
      errorsOf({ ...valid, password: 'Secret123' }, 'en-US', DEFAULT_REGISTER_FORM_SETTINGS, passwordConstraints)
        .password,
    ).toBeUndefined();
    expect(readPrecheck({ passwordConstraints: {} }).passwordConstraints.mixedCase).toBeUndefined();
  });
  it('takes a configured length and replacement patterns', () => {
    expect(
      errorsOf({ ...valid, password: 'Secret123' }, 'en-US', DEFAULT_REGISTER_FORM_SETTINGS, {
        ...CONSTRAINTS,
        minLength: 10,
      }).password,
    ).toBe('Password must contain at least 10 characters.');
    expect(
      passwordChecklist('SECRET', { ...CONSTRAINTS, patterns: { lowercase: '^[A-Z]+$' } }).find(
        (line) => line.key === 'lowercase',
      )?.met,
    ).toBe(true);
    expect(errorsOf({ ...valid, password: '' }).password).toBe(M.passwordCreate);
  });
});

describe('names', () => {
  it('reading 1 in the schema; reading 2 on blur', () => {
    expect(errorsOf({ ...valid, firstName: 'A>da' }).firstName).toBe('Please enter valid first name.');
    expect(errorsOf({ ...valid, lastName: '' }).lastName).toBe('Please enter your last name.');
    expect(NAME_BLUR_PATTERN.test('Zoë-Ann')).toBe(true);
    expect(NAME_BLUR_PATTERN.test('Ada Lovelace')).toBe(false);
    expect(NAME_BLUR_PATTERN.test('O’Brien')).toBe(false);
  });
});

describe("the registration form's other fields and its buttons", () => {
  it('takes gender codes 0, 1, 2 and -1 only; birthday month 1-12 and day 1-31 when the step is on', () => {
    for (const gender of ['0', '1', '2', '-1']) expect(errorsOf({ ...valid, gender })).toEqual({});
    expect(errorsOf({ ...valid, gender: '3' }).gender).toBeDefined();
    expect(
      errorsOf({ ...valid, birthdayMonth: '13', privacyconsent: 'on' }, 'en-US', LOYALTY).birthdayMonth,
    ).toBeDefined();
    expect(errorsOf({ ...valid, birthdayDay: '32', privacyconsent: 'on' }, 'en-US', LOYALTY).birthdayDay).toBeDefined();
    expect(errorsOf({ ...valid, birthdayMonth: '', birthdayDay: '', privacyconsent: 'on' }, 'en-US', LOYALTY)).toEqual(
      {},
    );
  });
  it('needs the loyalty consent when it is shown: Join needs it, Without Rewards allows that lone error', () => {
    const errors = errorsOf(valid, 'en-US', LOYALTY);
    expect(errors).toEqual({ privacyconsent: 'This field is required.' });
    expect(canJoinForFree(errors)).toBe(false);
    expect(canSubmitWithoutRewards(errors)).toBe(true);
    const more = errorsOf({ ...valid, phone: '' }, 'en-US', LOYALTY);
    expect(canSubmitWithoutRewards(more)).toBe(false);
    expect(canJoinForFree({})).toBe(true);
    expect(errorsOf(valid, 'en-US', { ...LOYALTY, canEnrollInLoyalty: false })).toEqual({});
  });
  it('the forgot-password e-mail says "Please enter a valid email address." even when empty', () => {
    const parsed = resetEmailSchema.safeParse({ email: '' });
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe('Please enter a valid email address.');
  });
});

describe('the precheck answer', () => {
  it('reads the nine flags (unknown ones false) and falls back to the password view', () => {
    const answer = readPrecheck({
      registrationStep: 'register',
      registerFormSettings: { canEnrollInLoyalty: true, isSmsOptInEnabled: 'yes' },
      passwordConstraints: { minLength: 10 },
      updatePostalCode: true,
    });
    expect(Object.keys(answer.registerFormSettings).sort()).toEqual([...REGISTER_FORM_FLAGS].sort());
    expect(answer.registerFormSettings.canEnrollInLoyalty).toBe(true);
    expect(answer.registerFormSettings.isSmsOptInEnabled).toBe(false);
    expect(answer.passwordConstraints.minLength).toBe(10);
    expect(answer.updatePostalCode).toBe(true);
    expect(readPrecheck({ registrationStep: 'login' }).registrationStep).toBe('login');
    expect(readPrecheck('nonsense')).toBe(UNKNOWN_CUSTOMER_PRECHECK);
  });
});

describe('the registration payload', () => {
  const form = registrationSchemaFor({
    localeId: 'en-US',
    settings: LOYALTY,
    constraints: CONSTRAINTS,
    messages: ENGLISH_ACCOUNT_FORMS_MESSAGES,
  }).parse({
    ...valid,
    birthdayMonth: '4',
    birthdayDay: '',
    addtoemaillist: 'on',
    smssignup: 'on',
    privacyconsent: 'on',
  });
  it('has the customer, login = email, and c_additionalFields', () => {
    expect(registrationPayload(form, { isLoyaltyFormSubmit: true })).toEqual({
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        login: 'ada@example.com',
        c_additionalFields: {
          phone: '(415) 555-0100',
          gender: 1,
          postalCode: '94110',
          newsletter: true,
          sendsmsconsent: true,
          privacyconsent: true,
          isLoyaltyFormSubmit: true,
          storeNumber: '',
          platformOfOrigin: 'web',
          sessionOrigination: 'web',
          birthdayMonth: 4,
        },
      },
      password: 'Secret123',
    });
  });
  it('detects a kiosk and its store number (third underscore-separated part)', () => {
    expect(platformOfOrigin('kiosk_us_0042_x')).toBe('kiosk');
    expect(storeNumberOf('kiosk_us_0042_x')).toBe('0042');
    expect(storeNumberOf('web_us_0042')).toBe('');
    expect(
      registrationPayload(form, { isLoyaltyFormSubmit: false, sessionOrigination: 'Kiosk_ca_17' }).customer
        .c_additionalFields,
    ).toMatchObject({ platformOfOrigin: 'kiosk', storeNumber: '17', isLoyaltyFormSubmit: false });
  });
});

describe('welcome toasts', () => {
  it('words the login and registration toasts, with and without a name', () => {
    expect(welcomeToast('login', 'Ada')).toEqual({
      title: 'Welcome back, Ada!',
      description: 'You are now logged in.',
    });
    expect(welcomeToast('login')).toEqual({ title: 'Welcome back!', description: 'You are now logged in.' });
    expect(welcomeToast('registration', 'Ada')).toEqual({
      title: 'Welcome, Ada!',
      description: "You've successfully signed up!",
    });
    expect(welcomeToast('registration')).toEqual({
      title: 'Welcome, new member!',
      description: "You've successfully signed up!",
    });
  });
  it('travels through the flash cookie and ignores a broken one', () => {
    const cookie = flashToastCookie(
      { title: 'Welcome back, Zoë!', description: 'You are now logged in.', status: 'success' },
      { secure: false },
    );
    expect(cookie).toMatch(/Max-Age=60/);
    expect(flashToastFromCookies(cookie.split(';')[0])).toEqual({
      title: 'Welcome back, Zoë!',
      description: 'You are now logged in.',
      status: 'success',
    });
    expect(flashToastFromCookies('ridgeline-flash-toast=%7Bnope')).toBeUndefined();
  });
  it('names nobody in the cookie: the name is filled in from the server, or left out when it cannot be read', async () => {
    const cookie = flashToastCookie(
      { title: 'Welcome back!', nameTemplate: 'Welcome back, {name}!', status: 'success' },
      { secure: false },
    );
    expect(cookie).not.toContain('Ada');
    const flash = flashToastFromCookies(cookie.split(';')[0])!;
    expect(await resolveFlashToast(flash, async () => 'Ada')).toEqual({
      title: 'Welcome back, Ada!',
      status: 'success',
    });
    expect(await resolveFlashToast(flash, async () => undefined)).toEqual({
      title: 'Welcome back!',
      status: 'success',
    });
    // a template without the placeholder is not kept (it could only carry a name)
    expect(
      flashToastFromCookies(flashToastCookie({ title: 'Hi', nameTemplate: 'Hi Ada' }, { secure: false }).split(';')[0]),
    ).toEqual({ title: 'Hi' });
  });
});

describe('the guest basket merge', () => {
  const guest: Basket = {
    basketId: 'guest',
    productItems: [{ productId: 'p1', quantity: 2 } as never],
    shipments: [{ shipmentId: 'me', shippingAddress: { firstName: 'Ada', city: 'Boston' } as never }],
    billingAddress: { firstName: 'Ada', city: 'Cambridge' } as never,
  };
  const recording = (fail?: string) => {
    const calls: string[] = [];
    const api: BasketMergeApi = {
      mergeBasket: async (token) => (
        calls.push(`merge ${token}`),
        fail === 'merge'
          ? Promise.reject(new Error('merge refused'))
          : { basketId: 'cust', shipments: [{ shipmentId: 'me' }] }
      ),
      updateShippingAddress: async (_t, id, shipmentId, address) => (
        calls.push(`shipping ${id} ${shipmentId} ${(address as { city?: string }).city}`),
        { basketId: id }
      ),
      updateBillingAddress: async (_t, id, address) => (
        calls.push(`billing ${id} ${(address as { city?: string }).city}`),
        { basketId: id }
      ),
      getBasket: async (_t, id) => (calls.push(`get ${id}`), { basketId: id, productItems: guest.productItems! }),
    };
    return { api, calls };
  };
  it("merges, copies the first shipment's shipping address, the billing address, then reads the basket", async () => {
    const { api, calls } = recording();
    const basket = await mergeGuestBasket(api, guest, 'at-cust');
    expect(calls).toEqual(['merge at-cust', 'shipping cust me Boston', 'billing cust Cambridge', 'get cust']);
    expect(basket?.basketId).toBe('cust');
  });
  it('does nothing for an empty guest bag', async () => {
    const { api, calls } = recording();
    expect(await mergeGuestBasket(api, { basketId: 'guest', productItems: [] }, 'at')).toBeUndefined();
    expect(calls).toEqual([]);
  });
  it('logs and rethrows a failure', async () => {
    const { api } = recording('merge');
    const log = vi.fn();
    await expect(mergeGuestBasket(api, guest, 'at', log)).rejects.toThrow('merge refused');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'merge refused' }));
  });
});
