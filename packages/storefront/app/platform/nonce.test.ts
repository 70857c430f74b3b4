import { describe, expect, it } from 'vitest';
import { documentNonce } from './nonce';

describe('documentNonce', () => {
  it('reads the nonce property (browsers hide the attribute) of the first nonced script or style', () => {
    const asked: string[] = [];
    const root = {
      querySelector: (selector: string) => {
        asked.push(selector);
        return { nonce: 'q+Z/0w==', getAttribute: () => '' };
      },
    } as unknown as Document;
    expect(documentNonce(root)).toBe('q+Z/0w==');
    expect(asked).toEqual(['script[nonce], style[nonce]']);
  });

  it('falls back to the attribute, and is undefined without any nonced element', () => {
    expect(
      documentNonce({ querySelector: () => ({ nonce: '', getAttribute: () => 'abc=' }) } as unknown as Document),
    ).toBe('abc=');
    expect(documentNonce({ querySelector: () => null } as unknown as Document)).toBeUndefined();
  });
});
