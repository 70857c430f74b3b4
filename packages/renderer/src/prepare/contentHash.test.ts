// @vitest-environment node
import { contentHash } from './contentHash';

describe('contentHash', () => {
  it('is stable for equal text and differs for a one-character change', () => {
    const json = JSON.stringify({ _meta: { schema: 'https://schema.ridgeline.dev/x' }, headline: 'Trail ready' });
    expect(contentHash(json)).toBe(contentHash(`${json}`));
    expect(contentHash(json)).not.toBe(contentHash(json.replace('ready', 'reddy')));
    expect(contentHash('')).not.toBe(contentHash(' '));
  });

  it('gives distinct keys for many near-identical versions', () => {
    const keys = new Set(Array.from({ length: 20000 }, (_, index) => contentHash(`{"headline":"Trail ${index}"}`)));
    expect(keys.size).toBe(20000);
  });
});
