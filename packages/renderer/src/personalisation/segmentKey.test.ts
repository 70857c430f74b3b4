// @vitest-environment node
// node:crypto, as on a server.
import { describe, expect, it } from 'vitest';
import { SEGMENT_KEY_LENGTH, segmentKey } from './segmentKey';

const base = { locale: 'en-US', currency: 'USD', customerGroups: ['Unregistered', 'Everyone'] };

describe('segmentKey', () => {
  it('is a short base64url hash, the same for the same groups in any order or repeated', () => {
    const key = segmentKey(base);
    expect(key).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SEGMENT_KEY_LENGTH}}$`));
    expect(segmentKey({ ...base, customerGroups: ['Everyone', 'Unregistered', 'Everyone'] })).toBe(key);
  });

  it('differs as soon as the locale, the currency or the set of groups differs', () => {
    const keys = [
      segmentKey(base),
      segmentKey({ ...base, locale: 'en-CA' }),
      segmentKey({ ...base, currency: 'CAD' }),
      segmentKey({ ...base, customerGroups: ['Everyone'] }),
      segmentKey({ ...base, customerGroups: ['Registered', 'Everyone'] }),
      // fields kept apart: no joining of names can make two segments one
      segmentKey({ ...base, customerGroups: ['Unregistered,Everyone'] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stays the same size however many groups there are', () => {
    const many = Array.from({ length: 500 }, (_, i) => `Group-${i}-${'x'.repeat(50)}`);
    expect(segmentKey({ ...base, customerGroups: many })).toHaveLength(SEGMENT_KEY_LENGTH);
  });

  it.each([
    ['an empty locale', { ...base, locale: '' }, /locale/],
    ['no currency', { ...base, currency: undefined as unknown as string }, /currency/],
    [
      'groups that are not strings',
      { ...base, customerGroups: ['Everyone', 3 as unknown as string] },
      /customerGroups/,
    ],
    ['no groups array', { ...base, customerGroups: 'Everyone' as unknown as string[] }, /customerGroups/],
  ])('refuses %s with a message naming the field', (_case, input, message) => {
    expect(() => segmentKey(input)).toThrow(message);
  });
});
