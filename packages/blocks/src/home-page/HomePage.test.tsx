import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/home.json';
import { pageSeo, pageShell } from '../shared/page';
import type { HomePageContent } from '../shared/page/types';
import { prepareFixture, renderFixture } from '../test/harness';

const SCHEMA = 'https://schema.ridgeline.dev/home-page';

describe('HomePage (through the renderer)', () => {
  it('renders every block in order inside its root', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline.status).toBe('ok');
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    expect(root).toHaveAttribute('data-floating-header', 'true');
    const children = [...root.children].map((child) => child.getAttribute('data-content-id'));
    expect(children).toEqual(fixture.blocks.map((block) => block._meta.deliveryId));
  });

  it('has exactly one h1: the first hero; later heroes are h2', async () => {
    await renderFixture(fixture);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['Chase first light']);
    const secondHero = fixture.blocks[4] as { headline: { text: string } };
    expect(screen.getByRole('heading', { level: 2, name: secondHero.headline.text })).toBeInTheDocument();
  });

  it('isolates a throwing block, an unknown schema and an invalid block: the rest still renders', async () => {
    const page = structuredClone(fixture) as unknown as HomePageContent;
    page.blocks.splice(
      1,
      0,
      { _meta: { schema: 'https://schema.ridgeline.dev/diagnostic-throw', deliveryId: 'throwing' }, message: 'boom' },
      { _meta: { schema: 'https://schema.ridgeline.dev/not-a-block', deliveryId: 'unknown' } },
      { _meta: { schema: 'https://schema.ridgeline.dev/messaging-banner', deliveryId: 'invalid' }, headline: {} },
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, logger } = await renderFixture(page, { mode: 'production' });
    quiet.mockRestore();
    expect(logger.entries.map((entry) => entry.kind).sort()).toEqual([
      'block-error',
      'invalid-content',
      'unknown-schema',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Chase first light' })).toBeInTheDocument();
    expect(container.querySelector('[data-content-id="throwing"]')).toBeNull();
    expect(container.querySelector('[data-content-id="invalid"]')).toBeNull();
    expect(container.querySelectorAll(`[data-schema="${SCHEMA}"] > [data-content-id]`).length).toBe(
      fixture.blocks.length,
    );
  });

  it('exposes page-level settings for the shell', async () => {
    const prepared = await prepareFixture(fixture);
    expect(pageShell(prepared as unknown as HomePageContent)).toEqual({
      floatingHeader: true,
      logoColor: 'light',
      firstBlockProvidesH1: true,
    });
  });

  it('maps seo to a typed head description', () => {
    const head = pageSeo(fixture as unknown as HomePageContent, { mediaHost: 'http://localhost:4010' });
    expect(head.title).toBe(fixture.seo.title);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe('https://www.ridgeline.dev/');
    expect(head.openGraph.image).toEqual({
      url: 'http://localhost:4010/i/ridgeline/alpine-ridge-dawn?fmt=auto&q=60&w=1200&h=630&sm=aspect&aspect=1200:630',
      width: 1200,
      height: 630,
      alt: fixture.seo.openGraph.ogTitle,
    });
    expect(head.alternates).toContainEqual({ hreflang: 'fr-CA', href: 'https://www.ridgeline.dev/fr-ca/' });
    expect(head.alternates).toHaveLength(4);
  });

  it('pageSeo drops unsafe URLs, sets noindex and falls back to the title for Open Graph', () => {
    const head = pageSeo({
      seo: {
        title: 'T',
        noindex: true,
        canonicalUrl: 'javascript:alert(1)',
        alternateUrls: [{ locale: 'en-US', url: 'data:text/html,x' }],
      },
    });
    expect(head).toEqual({
      title: 'T',
      description: undefined,
      robots: 'noindex, follow',
      keywords: undefined,
      canonical: undefined,
      openGraph: { title: 'T', description: undefined, type: 'website', url: undefined, image: undefined },
      alternates: [],
    });
    expect(pageSeo(undefined).alternates).toEqual([]);
  });
});
