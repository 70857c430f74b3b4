import { describe, expect, it } from 'vitest';
import { contentPageName } from './contentPages';

describe('content pages', () => {
  it('are named by their SEO title before " | ", else their item name', () => {
    expect(contentPageName({ seo: { title: 'About Ridgeline | Our story and repair promise' } })).toBe(
      'About Ridgeline',
    );
    expect(contentPageName({ _meta: { name: 'page-about' } })).toBe('page-about');
  });
});
