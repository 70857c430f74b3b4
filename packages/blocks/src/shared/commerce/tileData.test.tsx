import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCarousel } from './ProductCarousel';
import { tileData } from './load';
import type { CommerceProduct } from '@ridgeline/commerce';
import { SAMPLE_PRODUCTS as fixture } from '@ridgeline/commerce/testing';

const products = fixture as unknown as CommerceProduct[];
const colourGroup = (product: CommerceProduct, colourId: string) =>
  product.imageGroups!.find(
    (g) => g.viewType === 'medium' && g.variationAttributes?.[0]?.values?.[0]?.value === colourId,
  )!;

describe('tile data after the trip to the browser', () => {
  it('renders every tile feature from the serialised data: swatches switch to their colour’s image', async () => {
    // The loader's result reaches the client as JSON (the page's loader data).
    const data = JSON.parse(JSON.stringify(await tileData(products)));
    render(
      <ProductCarousel
        rootProps={{ 'data-schema': 'test' }}
        products={data.products}
        fallbackLabel="Products"
        locale="en-US"
      />,
    );

    const stormbreak = products[0]!;
    const tile = screen.getByRole('article', { name: stormbreak.name! });
    const image = () => tile.querySelector('[data-image-frame] img') as HTMLImageElement;
    // Complete URLs, as the commerce data gives them.
    expect(image().getAttribute('src')).toBe(colourGroup(stormbreak, '010').images[0]!.link);
    expect(image()).toHaveAttribute('alt', `${stormbreak.name}, Black`);
    const swatchSources = [...tile.querySelectorAll('[role="radio"] img')].map((img) => img.getAttribute('src'));
    expect(swatchSources).toEqual(stormbreak.variationAttributes![0]!.values!.map((v) => v.imageSwatch!.link));

    await userEvent.click(within(tile).getByRole('radio', { name: 'Safety Orange' }));
    expect(image().getAttribute('src')).toBe(colourGroup(stormbreak, '820').images[0]!.link);
    expect(image()).toHaveAttribute('alt', `${stormbreak.name}, Safety Orange`);

    // Badges, technology badge, price, callout, stock message.
    expect(within(tile).getByText('Best Seller')).toBeInTheDocument();
    expect(within(tile).getByText('Waterproof')).toBeInTheDocument();
    expect(within(tile).getByText(/Sale price \$89\.90/)).toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: /Free shipping/ })).toBeInTheDocument();
    const coldfront = screen.getByRole('article', { name: products.find((p) => p.id === 'RM1006')!.name! });
    expect(within(coldfront).getByText('Out of stock')).toBeInTheDocument();
  });
});
