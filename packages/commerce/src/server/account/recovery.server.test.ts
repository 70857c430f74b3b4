import { afterEach, describe, expect, it } from 'vitest';
import type { AccountFeedbackText, AccountFormsText, AccountRuleText } from '../../account/schemas';
import { AccountCallError } from '../account.server';
import { installCommerceLogSink, type CommerceLogFields } from '../log.server';
import {
  linkEmailSignature,
  passwordlessCallbackUri,
  passwordlessFailureAnswer,
  recoveryCall,
  recoveryClientSecret,
  recoveryLinkToken,
  recoverySchemasFor,
  resetLinkOf,
  resetRequestFailureAnswer,
  socialFailureAnswer,
  tokenFailureAnswer,
  verifiedLinkEmail,
} from './recovery.server';

/** Each message is its own key, so a test reads which rule failed. */
const keys = <T extends object>() => new Proxy({}, { get: (_, key) => String(key) }) as T;
const messages: AccountFormsText = { feedback: keys<AccountFeedbackText>(), forms: keys<AccountRuleText>() };
const schemas = recoverySchemasFor(messages);
const KEY = 'test-private-client-secret';

let restoreLogSink: (() => void) | undefined;
afterEach(() => restoreLogSink?.());

describe('a refused recovery call', () => {
  it('maps passwordless refusals: user not found, callback, permissions and secret problems, anything else', () => {
    expect(passwordlessFailureAnswer({ status: 404, message: 'User not found' })).toBe('passwordlessUserNotFound');
    expect(
      passwordlessFailureAnswer({ status: 400, message: "callback_uri doesn't match the registered callbacks." }),
    ).toBe('featureUnavailable');
    expect(passwordlessFailureAnswer({ status: 400, message: 'No callback_uri is registered for this client.' })).toBe(
      'featureUnavailable',
    );
    expect(passwordlessFailureAnswer({ status: 401, message: 'Passwordless permissions error: nope' })).toBe(
      'featureUnavailable',
    );
    expect(passwordlessFailureAnswer({ status: 0, message: 'Required argument client secret is not provided' })).toBe(
      'featureUnavailable',
    );
    expect(passwordlessFailureAnswer({ status: 503, message: 'Service Unavailable' })).toBe('generic');
  });

  it('maps reset, token and social refusals', () => {
    expect(resetRequestFailureAnswer({ status: 400, message: 'anything' })).toBe('featureUnavailable');
    expect(resetRequestFailureAnswer({ status: 500, message: 'boom' })).toBe('generic');
    expect(tokenFailureAnswer({ status: 400, message: 'Invalid token: it is unknown' })).toBe('invalidToken');
    expect(tokenFailureAnswer({ status: 0, message: 'The operation timed out' })).toBe('generic');
    expect(
      socialFailureAnswer({ status: 400, message: "redirect_uri doesn't match the registered redirect URIs." }),
    ).toBe('featureUnavailable');
    expect(socialFailureAnswer({ status: 500, message: 'boom' })).toBe('generic');
  });

  it('is logged with its status and message (never the e-mail), and answered with the flow status', async () => {
    const lines: CommerceLogFields[] = [];
    restoreLogSink = installCommerceLogSink((_level, fields, message) => void lines.push({ ...fields, message }));
    const refused = await recoveryCall('passwordless', async () => {
      throw new AccountCallError(404, 'User not found');
    });
    expect(refused).toEqual({ ok: false, status: 404, answer: 'passwordlessUserNotFound' });
    expect(await recoveryCall('newPassword', async () => Promise.reject(new Error('timed out')))).toEqual({
      ok: false,
      status: 502,
      answer: 'generic',
    });
    expect(lines).toEqual([
      { event: 'passwordless-request-failed', status: 404, message: 'User not found' },
      { event: 'password-reset-failed', status: 0, message: 'timed out' },
    ]);
    expect(await recoveryCall('socialToken', async () => 'tokens')).toEqual({ ok: true, value: 'tokens' });
  });
});

describe('the recovery schemas', () => {
  it('reset form: required and pattern both say emailInvalid', () => {
    for (const email of ['', '   ', 'ada', 'ada@example', `${'a'.repeat(45)}@example.com`]) {
      const parsed = schemas.resetRequest.safeParse({ email });
      expect(parsed.success, email).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('emailInvalid');
    }
    expect(schemas.resetRequest.safeParse({ email: 'ada@example.com' }).success).toBe(true);
    expect(schemas.passwordless.safeParse({ email: '' }).error?.issues[0]?.message).toBe('emailRequired');
  });

  it('new password: the registration rules and messages', () => {
    const message = (password: string) => schemas.newPassword.safeParse({ password }).error?.issues[0]?.message;
    expect(message('')).toBe('passwordCreate');
    expect(message('Ab1')).toBe('passwordMinLength');
    expect(message('abcdefg1')).toBe('passwordUppercase');
    expect(message('ABCDEFG1')).toBe('passwordLowercase');
    expect(message('Abcdefgh')).toBe('passwordNumber');
    expect(message('Abcdefg1')).toBeUndefined();
  });
});

describe('mailed links', () => {
  it('accept a token of 1 to 512 characters and a well-formed e-mail', () => {
    expect(recoveryLinkToken('t'.repeat(512))).toBe('t'.repeat(512));
    expect(recoveryLinkToken('t'.repeat(513))).toBeUndefined();
    expect(recoveryLinkToken('')).toBeUndefined();
    const link = (query: string) => resetLinkOf(new URLSearchParams(query), schemas.resetRequest);
    expect(link('token=t&email=%20ada%40example.com')).toEqual({ token: 't', email: 'ada@example.com' });
    expect(link('token=t&email=ada')).toBeUndefined();
    expect(link('email=ada%40example.com')).toBeUndefined();
  });

  it("sign the passwordless link's e-mail, and name no one when it was altered or the key differs", () => {
    const uri = new URL(
      passwordlessCallbackUri('https://shop.example/passwordless-login-callback?redirectUrl=%2Fcart', {
        email: 'ada@example.com',
        key: KEY,
      }),
    );
    expect(uri.searchParams.get('redirectUrl')).toBe('/cart');
    expect(uri.searchParams.get('email')).toBe('ada@example.com');
    const sig = uri.searchParams.get('sig');
    expect(verifiedLinkEmail('Ada@Example.com', sig, KEY)).toBe('Ada@Example.com');
    expect(verifiedLinkEmail('victim@example.com', sig, KEY)).toBeUndefined();
    expect(
      verifiedLinkEmail('ada@example.com', linkEmailSignature('ada@example.com', 'another key'), KEY),
    ).toBeUndefined();
    expect(verifiedLinkEmail('ada@example.com', sig, undefined)).toBeUndefined();
    expect(passwordlessCallbackUri('https://shop.example/passwordless-login-callback')).not.toContain('sig=');
  });
});

describe('the private client secret', () => {
  it('is the configured one, the sandbox demo one, or missing on a real instance', () => {
    expect(recoveryClientSecret('s3cret', false)).toBe('s3cret');
    expect(recoveryClientSecret(undefined, true)).toBe('ridgeline-sandbox-private-client-secret');
    expect(recoveryClientSecret(undefined, false)).toBeUndefined();
  });
});
