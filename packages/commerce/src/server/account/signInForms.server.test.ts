import { describe, expect, it } from 'vitest';
import { AccountCallError } from '../account.server';
import {
  checkEmailStep,
  checkLoginForm,
  checkRegistrationForm,
  formText,
  loginErrorMessage,
  precheckOrUnknown,
  problemJson,
  rateLimitedProblem,
  refusedLoginProblem,
  refusedRegistrationProblem,
  wantsJson,
} from './signInForms.server';
import { UNKNOWN_CUSTOMER_PRECHECK } from '../../account/precheck';
import type { AccountFeedbackText, AccountFormsText, AccountRuleText } from '../../account/schemas';

/** Every message is its own key: a test reads which message a field got. */
const keys = <T extends object>() => new Proxy({}, { get: (_, key) => String(key) }) as T;
const KEYS_TEXT: AccountFormsText = { feedback: keys<AccountFeedbackText>(), forms: keys<AccountRuleText>() };

const M = {
  accountLocked: 'Locked: try again in {wait}.',
  loginUnauthorized: 'Wrong e-mail or password.',
  loginFailed: 'Sign-in failed.',
};

describe('the sign-in forms’ answers', () => {
  it('read a refused SLAS login: 401 a wrong password, 423/429 a lock (with a wait), anything else an outage', () => {
    expect(loginErrorMessage(new AccountCallError(401, 'no'), M, 'en-US')).toBe(M.loginUnauthorized);
    expect(loginErrorMessage(new AccountCallError(423, 'locked'), M, 'en-US')).toBe('Locked: try again in 15 minutes.');
    expect(loginErrorMessage(new AccountCallError(503, 'down'), M, 'en-US')).toBe(M.loginFailed);
    expect(loginErrorMessage(new Error('socket'), M, 'en-US')).toBe(M.loginFailed);
  });

  it('count a refused password and a lock against the limits, never an outage', () => {
    const values = { email: 'ann@example.com' };
    expect(refusedLoginProblem(new AccountCallError(401, 'no'), values, M, 'en-US')).toEqual({
      counts: true,
      problem: { status: 401, values, errors: {}, formError: M.loginUnauthorized },
    });
    expect(refusedLoginProblem(new AccountCallError(429, 'locked'), values, M, 'en-US')).toMatchObject({
      counts: true,
      problem: { status: 429, retryAfterS: 900, code: 'rate-limited' },
    });
    expect(refusedLoginProblem(new AccountCallError(500, 'down'), values, M, 'en-US')).toMatchObject({
      counts: false,
      problem: { status: 502, formError: M.loginFailed },
    });
  });

  it('answer a limit’s refusal with its wait, and the dialog with JSON that never carries the values', async () => {
    const problem = rateLimitedProblem({ retryAfterS: 60 }, { email: 'a@b.c' }, 'Too many: wait {wait}.', 'en-US');
    expect(problem).toMatchObject({ status: 429, formError: 'Too many: wait 1 minute.', retryAfterS: 60 });
    const response = problemJson(problem);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      ok: false,
      code: 'rate-limited',
      formError: problem.formError,
      errors: {},
    });
  });

  it('read form fields and the JSON wish of a request', () => {
    const form = new FormData();
    form.set('email', 'a@b.c');
    form.set('file', new Blob(['x']));
    expect([formText(form, 'email'), formText(form, 'file'), formText(form, 'none')]).toEqual(['a@b.c', '', '']);
    expect(wantsJson(new Request('http://x/', { headers: { accept: 'application/json' } }))).toBe(true);
    expect(wantsJson(new Request('http://x/', { headers: { accept: 'text/html' } }))).toBe(false);
  });

  it('read a failed precheck (or a failed guest token) as "unknown customer"', async () => {
    const failing = { precheck: () => Promise.reject(new AccountCallError(500, 'down')) };
    expect(await precheckOrUnknown(failing, async () => 'token', 'a@b.c')).toEqual(UNKNOWN_CUSTOMER_PRECHECK);
    const noToken = { precheck: () => Promise.resolve({}) };
    const guestToken = () => Promise.reject(new Error('SLAS down'));
    expect(await precheckOrUnknown(noToken, guestToken, 'a@b.c')).toEqual(UNKNOWN_CUSTOMER_PRECHECK);
  });

  it('check the e-mail step and the login form; a postal code is checked by the locale’s country', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const F = KEYS_TEXT.feedback;
    expect(checkEmailStep(form({ email: ' ann@example.com ' }), F)).toEqual({ email: 'ann@example.com' });
    expect(checkEmailStep(form({ email: 'nope' }), F)).toMatchObject({
      problem: { status: 400, values: { email: 'nope' } },
    });
    const login = checkLoginForm(
      form({ email: 'ann@example.com', loginPassword: 'Secret123', rememberMe: 'on' }),
      F,
      'en-US',
    );
    expect(login).toMatchObject({
      login: { email: 'ann@example.com', password: 'Secret123', rememberMe: true },
      postalCode: '',
    });
    expect(
      checkLoginForm(form({ email: 'ann@example.com', password: 'Secret123', postalCode: 'H2X 1Y4' }), F, 'en-US'),
    ).toMatchObject({
      problem: { status: 400, errors: { postalCode: F.postalCodeInvalid } },
    });
    const refused = checkLoginForm(form({ email: 'ann@example.com', password: '' }), F, 'en-US');
    expect(refused).toMatchObject({
      problem: { status: 400, values: { email: 'ann@example.com', rememberMe: false } },
    });
  });

  it('check the registration with the posted e-mail’s precheck, never sending the password back', async () => {
    const asked: string[] = [];
    const precheckOf = async (email: string) => {
      asked.push(email);
      return UNKNOWN_CUSTOMER_PRECHECK;
    };
    const data = new FormData();
    data.set('email', 'ann@example.com');
    data.set('password', 'x');
    const checked = await checkRegistrationForm(data, KEYS_TEXT, 'en-US', precheckOf);
    expect(asked).toEqual(['ann@example.com']);
    expect('problem' in checked && checked.problem.status).toBe(400);
    expect('problem' in checked && 'password' in checked.problem.values).toBe(false);
    const bad = new FormData();
    bad.set('email', 'nope');
    await checkRegistrationForm(bad, KEYS_TEXT, 'en-US', precheckOf);
    expect(asked).toEqual(['ann@example.com']);
  });

  it('answer a refused registration with Shopper Customers’ field messages (400) or as an outage (502)', () => {
    const values = { email: 'ann@example.com', password: 'Secret123' };
    const invalid = new AccountCallError(400, 'invalid_form', { email: 'Already used.' });
    expect(refusedRegistrationProblem(invalid, values, { signUpFailed: 'No.' })).toEqual({
      status: 400,
      values: { email: 'ann@example.com' },
      errors: { email: 'Already used.' },
      formError: 'No.',
    });
    expect(refusedRegistrationProblem(new Error('down'), values, { signUpFailed: 'No.' })).toMatchObject({
      status: 502,
      errors: {},
    });
  });
});
