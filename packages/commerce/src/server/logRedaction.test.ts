import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './logRedaction';

const SECRET = 'abc123';

describe('redactUrl', () => {
  it('replaces the values of the landing credentials, whatever the case or encoding of their names', () => {
    expect(redactUrl(`/passwordless-login-callback?token=${SECRET}`)).toBe(
      `/passwordless-login-callback?token=${REDACTED}`,
    );
    expect(redactUrl(`/reset-password-callback?token=${SECRET}&email=ada%40example.com`)).toBe(
      `/reset-password-callback?token=${REDACTED}&email=${REDACTED}`,
    );
    expect(redactUrl(`/social-callback?code=${SECRET}&state=s1&usid=u1`)).toBe(
      `/social-callback?code=${REDACTED}&state=${REDACTED}&usid=${REDACTED}`,
    );
    expect(redactUrl(`/callback?Code=${SECRET}&T%6Fken=${SECRET}&refresh_token=${SECRET}`)).toBe(
      `/callback?Code=${REDACTED}&T%6Fken=${REDACTED}&refresh_token=${REDACTED}`,
    );
    expect(redactUrl(`https://shop.example/x?token=${SECRET}#frag`)).toBe(`https://shop.example/x?token=${REDACTED}`);
  });

  it('keeps every other parameter as it was sent, and an address without a query', () => {
    expect(redactUrl(`/passwordless-login-callback?redirectUrl=%2Fcart&token=${SECRET}&x`)).toBe(
      `/passwordless-login-callback?redirectUrl=%2Fcart&token=${REDACTED}&x`,
    );
    expect(redactUrl('/search?q=rain+jacket&sort=newest')).toBe('/search?q=rain+jacket&sort=newest');
    expect(redactUrl('/c/mens/')).toBe('/c/mens/');
    // a malformed escape in a name is compared as it is, not thrown on
    expect(redactUrl(`/x?%E0%A4%A=1&token=${SECRET}`)).toBe(`/x?%E0%A4%A=1&token=${REDACTED}`);
  });
});
