import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/cards-shop-the-trail.json';
import viznav from './fixtures/cards-viznav-categories.json';
import compact from './fixtures/cards-compact-winter.json';
import { CARD_SLIDE_WIDTHS, cardSlideWidths } from './CardCarousel';
import { deviceFitProblems } from '../test/srcset';
import { renderFixture } from '../test/harness';

const CAROUSEL = 'https://schema.ridgeline.dev/card-carousel';
const CARD = 'https://schema.ridgeline.dev/card';

describe('CardCarousel (through the renderer)', () => {
  it('validates itself and every inlined card, and spreads rootProps on its root', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline).toEqual({ status: 'ok', data: undefined });
    expect(
      (prepared.cardComponentType as { __ridgeline: unknown }[]).map(
        (card: { __ridgeline: unknown }) => card.__ridgeline,
      ),
    ).toEqual(fixture.cardComponentType.map(() => ({ status: 'ok', data: undefined })));
    const root = container.querySelector(`[data-schema="${CAROUSEL}"]`)!;
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    // One landmark per carousel, named by the header.
    expect(screen.getAllByRole('region', { name: 'Shop the trail' })).toHaveLength(1);
    expect(root).toContainElement(screen.getByRole('region', { name: 'Shop the trail' }));
  });

  it('renders the header: h2, sub-header and the resolved category link', async () => {
    await renderFixture(fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop the trail' })).toBeInTheDocument();
    expect(screen.getByText(fixture.header.subHeaderText)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Shop all gear' });
    expect(link).toHaveAttribute('href', '/c/all-gear/');
    expect(link).not.toHaveAttribute('target');
  });

  it('puts every card in an APG carousel slide, card headlines as h3 under the header', async () => {
    const { container } = await renderFixture(fixture);
    const carousel = container.querySelector('[aria-roledescription="carousel"]')!;
    expect(carousel).toHaveAttribute('aria-label', 'Shop the trail');
    const slides = within(carousel as HTMLElement)
      .getAllByRole('group')
      .filter((el) => el.getAttribute('aria-roledescription') === 'slide');
    expect(slides).toHaveLength(6);
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 6');
    expect(
      slides.map((slide) => slide.querySelector(`[data-schema="${CARD}"]`)?.getAttribute('data-content-id')),
    ).toEqual(fixture.cardComponentType.map((card) => card._meta.deliveryId));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      fixture.cardComponentType.map((card) => card.headlineText),
    );
  });

  it("names its carousel and slides in the page's locale (RenderContext.labels.carousel)", async () => {
    const { container } = await renderFixture(fixture, {
      labels: { carousel: { carousel: 'carrousel', slide: 'diapositive', slideOf: '{n} sur {count}' } },
    });
    const carousel = container.querySelector<HTMLElement>('[aria-roledescription="carrousel"]')!;
    expect(carousel).toHaveAttribute('aria-label', 'Shop the trail');
    expect(carousel.querySelector('[aria-roledescription="diapositive"]')).toHaveAttribute('aria-label', '1 sur 6');
    expect(container.querySelector('[aria-roledescription="slide"]')).toBeNull();
  });

  it('uses the required slide widths: default 80/50/33.333%, Compact 80/33.333/25%', () => {
    expect(cardSlideWidths('default')).toEqual({ base: '80%', md: '50%', lg: '33.333%' });
    expect(cardSlideWidths(undefined)).toBe(CARD_SLIDE_WIDTHS.default);
    expect(cardSlideWidths('Grid Viznav')).toBe(CARD_SLIDE_WIDTHS.default);
    expect(cardSlideWidths('Compact')).toEqual({ base: '80%', md: '33.333%', lg: '25%' });
  });

  it('sizes each card image to its slide: default, Compact, and the Grid Viznav grid from 992 px', async () => {
    const sizesOf = (root: ParentNode, selector: string) => [
      ...new Set([...root.querySelectorAll(`${selector} img`)].map((img) => img.getAttribute('sizes'))),
    ];
    const { container, unmount } = await renderFixture(fixture);
    expect(sizesOf(container, '[data-card-layout="carousel"]')).toEqual([
      '(min-width: 1280px) 406px, (min-width: 992px) 33.4vw, (min-width: 768px) 50vw, 80vw',
    ]);
    for (const img of container.querySelectorAll('img')) expect(deviceFitProblems(img)).toEqual([]);
    unmount();
    const { container: small, unmount: unmountSmall } = await renderFixture(compact);
    expect(sizesOf(small, '[data-card-layout="carousel"]')).toEqual([
      '(min-width: 1280px) 304px, (min-width: 992px) 25vw, (min-width: 768px) 33.4vw, 80vw',
    ]);
    unmountSmall();
    const { container: grid } = await renderFixture(viznav);
    expect(sizesOf(grid, '[data-card-layout="carousel"]')).toEqual([
      '(min-width: 1280px) 406px, (min-width: 992px) 33.4vw, (min-width: 768px) 50vw, 80vw',
    ]);
    // The grid shows from 992 px only: a quarter of the row, of the 1216 px box from 1280 px.
    expect(sizesOf(grid, '[data-card-layout="grid"]')).toEqual(['(min-width: 1280px) 286px, 25vw']);
  });

  it('opens an "other" header link in a new tab with rel=noopener (Compact)', async () => {
    const { container } = await renderFixture(compact);
    expect(container.querySelector('[data-card-display]')).toHaveAttribute('data-card-display', 'Compact');
    const link = screen.getByRole('link', { name: 'See the winter guide' });
    expect(link).toHaveAttribute('href', 'https://guides.ridgeline.dev/winter');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('Grid Viznav: a carousel below desktop and a list of every card for the desktop grid', async () => {
    const { container } = await renderFixture(viznav);
    expect(container.querySelector('[data-card-layout="carousel"] [aria-roledescription="carousel"]')).not.toBeNull();
    const grid = container.querySelector<HTMLElement>('[data-card-layout="grid"]')!;
    expect(grid.tagName).toBe('UL');
    expect(within(grid).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    // No sub-header or link given: only the heading.
    expect(container.querySelector('[data-card-carousel-link]')).toBeNull();
  });

  it('refuses more than 10 cards (schema maxItems)', async () => {
    const many = structuredClone(fixture);
    many.cardComponentType = Array.from({ length: 12 }, (_, i) => ({
      ...structuredClone(fixture.cardComponentType[i % 6]!),
      _meta: {
        ...fixture.cardComponentType[i % 6]!._meta,
        deliveryId: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      },
    }));
    const { container } = await renderFixture(many, { mode: 'production' });
    // maxItems 10 in the schema: the carousel is invalid content and renders nothing in production.
    expect(container.querySelector(`[data-schema="${CAROUSEL}"]`)).toBeNull();
  });

  it('never lets a javascript: header link reach the DOM', async () => {
    const hostile = structuredClone(fixture);
    hostile.header.link = { linkType: 'other', linkQuery: 'javascript:alert(1)', linkSEO: '', target: false };
    const { container } = await renderFixture(hostile);
    expect(container.innerHTML.toLowerCase()).not.toContain('javascript:');
    expect(screen.queryByRole('link', { name: 'Shop all gear' })).toBeNull();
  });

  it('shows a failure card for a broken card in development and drops its slide in production', async () => {
    const broken = structuredClone(fixture);
    (broken.cardComponentType[1] as Record<string, unknown>).headlineText = '';
    const dev = await renderFixture(broken);
    expect(dev.container.querySelector('[data-ridgeline-failure="invalid-content"]')).not.toBeNull();
    dev.unmount();
    const prod = await renderFixture(broken, { mode: 'production' });
    expect(prod.container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    expect(prod.container.querySelector(`[data-schema="${CAROUSEL}"]`)).not.toBeNull();
  });
});
