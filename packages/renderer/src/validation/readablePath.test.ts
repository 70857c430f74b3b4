import { describe, expect, it } from 'vitest';
import { readablePath } from './readablePath';

describe('readablePath', () => {
  it.each([
    ['headline.text', 'Headline › Text'],
    ['desktopButtons[1].url', 'Desktop buttons › item 2 › Url'],
    ['blocks[2]', 'Blocks › item 3'],
    ['blocks[0].variants[1].content[0]', 'Blocks › item 1 › Variants › item 2 › Content › item 1'],
    ['imageObject.dynamicImage', 'Image object › Dynamic image'],
    ['seo.og_title', 'Seo › Og title'],
    ['', 'This item'],
  ])('%s → %s', (path, readable) => {
    expect(readablePath(path)).toBe(readable);
  });
});
