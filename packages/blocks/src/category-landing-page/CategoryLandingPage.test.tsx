import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/category-mens-jackets-page.json';
import { pageSeo, pageShell } from '../shared/page';
import type { PageContent } from '../shared/page/types';
import { renderFixture } from '../test/harness';

describe('CategoryLandingPage', () => {
  it('renders its blocks in order, product carousels included', async () => {
    const { container, prepared } = await renderFixture(fixture);
    const root = container.querySelector('[data-schema="https://schema.ridgeline.dev/category-landing-page"]')!;
    expect(root).toHaveAttribute('data-category-id', 'mens-jackets');
    const schemas = [...root.querySelectorAll('[data-schema]')]
      .map((el) => el.getAttribute('data-schema'))
      .filter((s) => !s!.endsWith('/card'));
    expect(schemas).toEqual(fixture.blocks.map((b) => b._meta.schema));
    expect(screen.getAllByRole('region').length).toBeGreaterThanOrEqual(2);
    expect(pageShell(prepared as unknown as PageContent)).toMatchObject({
      floatingHeader: false,
      firstBlockProvidesH1: false,
    });
    expect(pageSeo(fixture as unknown as PageContent).title).toBe("Men's Jackets & Vests | Ridgeline");
  });

  it('floatingHeader reaches the shell', async () => {
    const { prepared } = await renderFixture({ ...fixture, floatingHeader: true });
    expect(pageShell(prepared as unknown as PageContent).floatingHeader).toBe(true);
  });

  it('related links: kept ones render (internal as paths), hostile and incomplete ones are dropped and logged once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = {
      ...fixture,
      relatedLinks: [
        { url: 'https://shop.ridgeline.dev/c/mens-rain-jackets', anchor_text: 'Rain jackets' },
        { url: 'https://trail.example/guides', anchor_text: 'Trail guides' },
        { url: 'javascript:alert(1)//ridgeline.dev', anchor_text: 'Script' },
        { url: '//evil.example/ridgeline.dev', anchor_text: 'Protocol-relative' },
        { url: 'https://evil.example/?ridgeline.dev', anchor_text: 'Off-domain' },
        { url: 'https://ridgeline.dev/no-text' },
      ],
    };
    const context = {
      siteOrigin: 'https://shop.ridgeline.dev',
      relatedLinkDomains: ['ridgeline.dev', 'trail.example'],
    };
    const { container, unmount } = await renderFixture(page, { context });
    const nav = screen.getByRole('navigation', { name: 'Related categories' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Rain jackets', '/c/mens-rain-jackets'],
      ['Trail guides', 'https://trail.example/guides'],
    ]);
    expect(container.innerHTML).not.toMatch(/javascript:|evil\.example/);
    const entries = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('related-links'));
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!).dropped.map((entry: { problem: string }) => entry.problem)).toEqual([
      'off-domain',
      'off-domain',
      'off-domain',
      'missing-anchor-text',
    ]);
    unmount();
    await renderFixture(page, { context });
    expect(warn.mock.calls.filter(([line]) => String(line).includes('related-links'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('no related links: no navigation list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderFixture({ ...fixture, relatedLinks: [{ url: 'https://evil.example/', anchor_text: 'Elsewhere' }] });
    expect(screen.queryByRole('navigation', { name: 'Related categories' })).toBeNull();
    warn.mockRestore();
  });
});
