import { describe, expect, it } from 'vitest';
import { usidCookie } from './toolkit.server';
import { toolkitEnabled, toolkitUsid } from '../../platform/request/shopperContextOverride';

describe('server helpers', () => {
  it('is enabled by MERCHANDISER_TOOLKIT=1', () => {
    expect(toolkitEnabled({ MERCHANDISER_TOOLKIT: '1' })).toBe(true);
    expect(toolkitEnabled({ MERCHANDISER_TOOLKIT: 'on' })).toBe(true);
    expect(toolkitEnabled({ MERCHANDISER_TOOLKIT: '0' })).toBe(false);
    expect(toolkitEnabled({})).toBe(false);
  });
  it('reads a plausible usid from the cookie and writes it httpOnly', () => {
    const usid = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    expect(toolkitUsid(new Request('http://x/', { headers: { Cookie: `a=1; ridgeline-tk-usid=${usid}` } }))).toBe(usid);
    expect(
      toolkitUsid(new Request('http://x/', { headers: { Cookie: 'ridgeline-tk-usid=../../etc' } })),
    ).toBeUndefined();
    expect(toolkitUsid(new Request('http://x/'))).toBeUndefined();
    expect(usidCookie(new Request('https://x/'), usid)).toBe(
      `ridgeline-tk-usid=${usid}; Path=/; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(usidCookie(new Request('http://x/'), '', 0)).toBe(
      'ridgeline-tk-usid=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0',
    );
  });
});
