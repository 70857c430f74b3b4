import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ContentRenderer } from '@ridgeline/renderer';
import { RidgelineProvider } from '@ridgeline/ui';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/category-mens-jackets.json';
import noHeader from './fixtures/category-all-no-header.json';
import { createFakeCommerceService } from '@ridgeline/commerce/testing';
import type { CommerceProduct } from '@ridgeline/commerce';
import { SAMPLE_PRODUCTS as sample } from '@ridgeline/commerce/testing';
import { ARROWS_ABOVE, PRODUCT_SLIDE_WIDTHS } from '../shared/commerce/ProductCarousel';
import { contextFor, prepareFixture, renderFixture, testRegistry } from '../test/harness';

const SCHEMA = 'https://schema.ridgeline.dev/product-category-carousel';
const products = sample as unknown as CommerceProduct[];

const slidesOf = (container: HTMLElement) => container.querySelectorAll('[aria-roledescription="slide"]');

describe('ProductCategoryCarousel', () => {
  it('loads the category on the server through ctx.services.commerce and renders tiles with prices', async () => {
    const commerce = createFakeCommerceService(products);
    const { container, prepared } = await renderFixture(fixture, { services: { commerce } });
    expect(commerce.calls).toEqual([{ method: 'productsByCategory', args: ['mens-jackets', 10] }]);
    const data = (prepared.__ridgeline as { status: 'ok'; data: { products: { id: string }[] } }).data;
    // RM1005 is member-exclusive: a page for shoppers outside Loyalty Members (the harness's groups) leaves it out.
    expect(data.products.map((p) => p.id)).toEqual(['RM1001', 'RM1002', 'RM1003', 'RM1004', 'RM1006']);
    // JSON-serialisable (it travels to the browser).
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    expect(slidesOf(container)).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 3, name: "Men's Stormbreak II Rain Jacket" })).toBeInTheDocument();
    expect(within(root as HTMLElement).getAllByText(/\$\d/).length).toBeGreaterThan(0);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it("shows tiles as the shop's service says: no automatic Sale badge with the switch off", async () => {
    const saleBadges = (data: { products: { badges?: { hideSaleBadge?: boolean } }[] }) =>
      data.products.filter((p) => p.badges?.hideSaleBadge).length;
    const on = await renderFixture(fixture, { services: { commerce: createFakeCommerceService(products) } });
    const off = await renderFixture(fixture, {
      services: {
        commerce: Object.assign(createFakeCommerceService(products), { tileDisplay: { dynamicSaleBadge: false } }),
      },
    });
    const dataOf = (prepared: unknown) =>
      (prepared as { __ridgeline: { data: unknown } }).__ridgeline.data as Parameters<typeof saleBadges>[0];
    expect(saleBadges(dataOf(on.prepared))).toBe(0);
    expect(saleBadges(dataOf(off.prepared))).toBe(5);
  });

  it('shows member-exclusive products on a page for Loyalty Members', async () => {
    const commerce = createFakeCommerceService(products);
    const { container, prepared } = await renderFixture(fixture, {
      services: { commerce },
      customerGroups: ['Loyalty Members', 'Registered', 'Everyone'],
    });
    const data = (prepared.__ridgeline as { status: 'ok'; data: { products: { id: string }[] } }).data;
    expect(data.products.map((p) => p.id)).toEqual(['RM1001', 'RM1002', 'RM1003', 'RM1004', 'RM1005', 'RM1006']);
    expect(slidesOf(container)).toHaveLength(6);
  });

  it('renders the card carousel header: h2, sub-header, category link', async () => {
    await renderFixture(fixture);
    expect(screen.getByRole('heading', { level: 2, name: fixture.header.headerText })).toBeInTheDocument();
    expect(screen.getByText(fixture.header.subHeaderText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop all jackets' })).toHaveAttribute('href', '/c/mens-jackets/');
    expect(screen.getByRole('region', { name: fixture.header.headerText })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  // Arrows themselves need layout (embla snaps): the story tests check them in a browser.
  it('shows at most 10 slides', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ ...products[i % products.length]!, id: `P${i}` }));
    // A members' page: none of the fourteen is left out for being member-exclusive.
    const { container } = await renderFixture(noHeader, {
      services: { commerce: createFakeCommerceService(many) },
      customerGroups: ['Loyalty Members', 'Everyone'],
    });
    // The fake honours the limit the loader asks for.
    expect(slidesOf(container)).toHaveLength(10);
    expect(screen.getByRole('region', { name: 'Products' })).toBeInTheDocument();
    // Tiles are h2 without a header.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  });

  it('no arrows with 3 products or fewer (even where a browser could scroll)', async () => {
    const { container } = await renderFixture(noHeader, {
      services: { commerce: createFakeCommerceService(products.slice(0, 3)) },
    });
    expect(slidesOf(container)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next products' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous products' })).toBeNull();
  });

  it('previous and next arrows from 4 products in the page HTML, none with 3', async () => {
    expect(ARROWS_ABOVE).toBe(3);
    // the server HTML: the browser later hides arrows it cannot use, jsdom (no layout) could not show any
    const pageWith = async (count: number) => {
      const options = {
        services: {
          commerce: createFakeCommerceService(
            Array.from({ length: count }, (_, i) => ({ ...products[i % products.length]!, id: `P${i}` })),
          ),
        },
        customerGroups: ['Loyalty Members', 'Everyone'],
      };
      const prepared = await prepareFixture(noHeader, options);
      const html = renderToString(
        <RidgelineProvider>
          <ContentRenderer content={prepared} registry={testRegistry} context={contextFor(options)} />
        </RidgelineProvider>,
      );
      const page = new DOMParser().parseFromString(html, 'text/html');
      return {
        slides: page.querySelectorAll('[aria-roledescription="slide"]').length,
        arrows: [...page.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? ''),
      };
    };
    const three = await pageWith(3);
    expect(three.slides).toBe(3);
    expect(three.arrows.filter((name) => /products$/.test(name))).toEqual([]);
    const four = await pageWith(4);
    expect(four.slides).toBe(4);
    expect(four.arrows.filter((name) => /products$/.test(name))).toEqual(['Previous products', 'Next products']);
  });

  it("speaks the page's locale where the app gives the words (RenderContext.labels), English elsewhere", async () => {
    const { container } = await renderFixture(noHeader, {
      labels: {
        productCarousel: { products: 'Produits', next: 'Produits suivants', previous: 'Produits précédents' },
        productTile: { colours: 'Couleur : {name}', outOfStock: 'Épuisé', badges: 42 as unknown as string },
        carousel: {
          carousel: 'carrousel',
          slide: 'diapositive',
          slideOf: '{n} sur {count}',
          slides: '{label} : diapositives',
        },
      },
    });
    expect(screen.getByRole('region', { name: 'Produits' })).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(screen.getByRole('group', { name: 'Produits : diapositives' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 sur 5' })).toHaveAttribute('aria-roledescription', 'diapositive');
    expect(screen.getByText('Épuisé')).toBeInTheDocument();
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect(within(container).getAllByRole('radiogroup', { name: /^Couleur : / }).length).toBeGreaterThan(0);
    // A word that is not a string is not taken: that one stays English.
    expect(within(container).getAllByRole('list', { name: 'Badges' }).length).toBeGreaterThan(0);
  });

  it('shows 4 skeleton tiles when the data is absent (unprepared on the client)', () => {
    const { container } = render(
      <RidgelineProvider>
        <ContentRenderer content={structuredClone(fixture)} registry={testRegistry} context={contextFor()} />
      </RidgelineProvider>,
    );
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root.querySelectorAll('[data-product-skeleton]')).toHaveLength(4);
    expect(slidesOf(container)).toHaveLength(0);
  });

  it('a failing commerce service is a loader failure (nothing in production)', async () => {
    const prepared = await prepareFixture(fixture, {
      services: { commerce: createFakeCommerceService(products, { fail: true }) },
      mode: 'production',
    });
    expect(prepared.__ridgeline).toMatchObject({ status: 'failed', failure: { kind: 'loader-failed' } });
    const missing = await prepareFixture(fixture, { services: {} });
    expect(missing.__ridgeline).toMatchObject({ status: 'failed', failure: { kind: 'loader-failed' } });
  });

  it('uses the required widths', () => {
    expect(PRODUCT_SLIDE_WIDTHS).toEqual({ base: '80%', md: '33.333%', lg: '25%' });
  });
});
