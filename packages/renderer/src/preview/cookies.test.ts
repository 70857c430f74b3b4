import { describe, expect, it } from 'vitest';
import { clearPreviewCookies, formatCustomerGroups, parseCustomerGroups, serializeCookie } from './cookies';

describe('preview cookies', () => {
  it('serializes session cookies for the whole site', () => {
    expect(serializeCookie('vse', 'a.b.c')).toBe('vse=a.b.c; Path=/; SameSite=Lax; HttpOnly');
    expect(serializeCookie('customer-groups', 'A|B C', { script: true, secure: true })).toBe(
      'customer-groups=A%7CB%20C; Path=/; SameSite=Lax; Secure',
    );
  });

  it('clears both preview cookies', () => {
    const cleared = clearPreviewCookies();
    expect(cleared).toHaveLength(2);
    expect(cleared[0]).toMatch(/^vse=; Path=\/; Max-Age=0;/);
    expect(cleared[1]).toMatch(/^vse-timestamp=; Path=\/; Max-Age=0;/);
  });

  it('customer groups: pipe-separated, trimmed, deduplicated, unsafe values dropped', () => {
    expect(parseCustomerGroups(' Loyalty Members |Everyone||Everyone|<script>|First-Time Buyers')).toEqual([
      'Loyalty Members',
      'Everyone',
      'First-Time Buyers',
    ]);
    expect(formatCustomerGroups(['A', ' B ', 'A'])).toBe('A|B');
    expect(parseCustomerGroups(undefined)).toEqual([]);
  });
});
