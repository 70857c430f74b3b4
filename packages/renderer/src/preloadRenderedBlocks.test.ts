// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, defineBlock } from './registry';
import { isLazyBlock, lazyBlock, preloadRenderedBlocks, schemasInDocument } from './lazyBlock';

const Hero = () => null;
const Footer = () => null;

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('preloadRenderedBlocks', () => {
  it('lists each rendered schema once', () => {
    const root = page(
      '<section data-schema="s:hero"></section><div data-schema="s:hero"></div><footer data-schema="s:footer"></footer><p data-schema=""></p>',
    );
    expect(schemasInDocument(root)).toEqual(['s:hero', 's:footer']);
  });

  it("loads the code of the page's blocks before resolving, and no other block's", async () => {
    const hero = lazyBlock(async () => Hero);
    const footer = lazyBlock(async () => Footer);
    const registry = createRegistry([
      defineBlock({ schema: 'https://x.test/hero', component: hero }),
      defineBlock({ schema: 'https://x.test/footer', component: footer }),
    ]);
    await preloadRenderedBlocks({ root: page('<section data-schema="https://x.test/hero"></section>'), registry });
    expect(isLazyBlock(hero) && hero.loaded).toBe(Hero);
    expect(isLazyBlock(footer) && footer.loaded).toBeUndefined();
  });

  it('never blocks hydration: a failing chunk resolves at once, a hanging one after the wait', async () => {
    const failing = lazyBlock(() => Promise.reject(new Error('chunk failed')));
    const hanging = lazyBlock(() => new Promise<never>(() => {}));
    const registry = createRegistry([
      defineBlock({ schema: 'https://x.test/a', component: failing }),
      defineBlock({ schema: 'https://x.test/b', component: hanging }),
    ]);
    await expect(
      preloadRenderedBlocks({ root: page('<i data-schema="https://x.test/a"></i>'), registry }),
    ).resolves.toBeUndefined();
    vi.useFakeTimers();
    try {
      let done = false;
      void preloadRenderedBlocks({ root: page('<i data-schema="https://x.test/b"></i>'), registry, waitMs: 3000 }).then(
        () => (done = true),
      );
      await vi.advanceTimersByTimeAsync(2999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
