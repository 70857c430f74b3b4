import { describe, expect, it } from 'vitest';
import { AccountCallError } from '../account.server';
import {
  formText,
  loginErrorMessage,
  precheckOrUnknown,
  problemJson,
  rateLimitedProblem,
  refusedLoginProblem,
  wantsJson,
} from './signInForms.server';
import { UNKNOWN_CUSTOMER_PRECHECK } from '../../account/precheck';

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
});
