import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glacierCrest, ridgeway, stormbreak, coldfront } from './fixtures';
import { withImageBaseUrl } from './model';
import { FavouriteActionsProvider } from '../FavouriteActions/FavouriteActions';
import { ownRules } from '../test/ownRules';
import { ProductTile } from './ProductTile';

// SwatchStrip's embla: inert in jsdom (no layout); real dragging is covered by the stories.
vi.mock('embla-carousel-react', () => ({
  default: () => [
    () => {},
    {
      on: () => ({ on: () => ({ on: () => ({ on: () => ({}) }) }) }),
      off: () => ({ off: () => ({ off: () => ({ off: () => ({}) }) }) }),
      scrollSnapList: () => [0],
      scrollProgress: () => 0,
      scrollTo: () => {},
    },
  ],
}));

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const shownImage = (container: HTMLElement) =>
  container.querySelector('img[data-image-frame] , [data-image-frame] img') as HTMLImageElement;

describe('ProductTile', () => {
  afterEach(() => vi.useRealTimers());

  it('is an article named by its title link', () => {
    render(<ProductTile product={stormbreak} />);
    const article = screen.getByRole('article', { name: stormbreak.name });
    const title = within(article).getByRole('heading', { level: 3, name: stormbreak.name });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/product/RM1001');
    // only one link in the accessibility tree: the image link is pointer-only
    expect(within(article).getAllByRole('link')).toHaveLength(1);
  });

  it('starts on initialColorId and swaps the image when a swatch is chosen', async () => {
    const onColourChange = vi.fn();
    const { container } = render(<ProductTile product={stormbreak} onColourChange={onColourChange} />);
    expect(screen.getByRole('radio', { name: 'Collegiate Navy' })).toHaveAttribute('aria-checked', 'true');
    expect(shownImage(container).src).toBe(stormbreak.colours[1]!.images[0]!.url);
    expect(shownImage(container)).toHaveAttribute('alt', `${stormbreak.name}, Collegiate Navy`);

    await userEvent.click(screen.getByRole('radio', { name: 'Red Spark' }));
    expect(onColourChange).toHaveBeenCalledWith('820');
    expect(shownImage(container).src).toBe(stormbreak.colours[3]!.images[0]!.url);
    expect(screen.getByRole('article')).toHaveAttribute('data-colour-id', '820');
  });

  it('without initialColorId starts on the first orderable colour', () => {
    render(<ProductTile product={ridgeway} />);
    expect(screen.getByRole('radio', { name: 'Mountain Blue' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Black, unavailable' })).toHaveAttribute('aria-checked', 'false');
  });

  it('renders the image at 496:521, lazy and cropped', () => {
    const { container } = render(<ProductTile product={stormbreak} />);
    const img = shownImage(container);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.closest('a')).toHaveAttribute('tabindex', '-1');
  });

  describe('wish-list heart', () => {
    it('is a toggle button that flips when the request resolves and ignores clicks in flight', async () => {
      const request = deferred();
      const onToggleFavourite = vi.fn(() => request.promise);
      render(<ProductTile product={stormbreak} onToggleFavourite={onToggleFavourite} />);
      const heart = screen.getByRole('button', { name: `Wish list: ${stormbreak.name}` });
      expect(heart).toHaveAttribute('aria-pressed', 'false');

      await userEvent.dblClick(heart);
      await userEvent.click(heart);
      expect(onToggleFavourite).toHaveBeenCalledTimes(1);
      expect(onToggleFavourite).toHaveBeenCalledWith('RM1001');
      expect(heart).toHaveAttribute('aria-busy', 'true');
      expect(heart).toHaveAttribute('aria-pressed', 'false');

      await act(async () => request.resolve());
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(heart).not.toHaveAttribute('aria-busy');

      // accepts the next click once settled
      onToggleFavourite.mockImplementation(() => Promise.resolve());
      await userEvent.click(heart);
      expect(onToggleFavourite).toHaveBeenCalledTimes(2);
      expect(heart).toHaveAttribute('aria-pressed', 'false');
    });

    it('takes the wish list of a FavouriteActionsProvider when given none of its own; its own wins', async () => {
      // a tile built without any wish-list knowledge (a CMS carousel's)
      const { isFavourite: _unknown, ...plain } = stormbreak;
      const shared = vi.fn(() => Promise.resolve());
      const onHeartShown = vi.fn();
      const { rerender } = render(
        <FavouriteActionsProvider value={{ onToggleFavourite: shared, favouriteIds: undefined, onHeartShown }}>
          <ProductTile product={plain} />
        </FavouriteActionsProvider>,
      );
      const heart = screen.getByRole('button', { name: `Wish list: ${stormbreak.name}` });
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(onHeartShown).toHaveBeenCalledTimes(1);
      // the list, once read, presses the hearts of its products
      rerender(
        <FavouriteActionsProvider
          value={{ onToggleFavourite: shared, favouriteIds: new Set(['RM1001']), onHeartShown }}
        >
          <ProductTile product={plain} />
        </FavouriteActionsProvider>,
      );
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(heart);
      expect(shared).toHaveBeenCalledWith('RM1001');
      expect(heart).toHaveAttribute('aria-pressed', 'false');

      const own = vi.fn(() => Promise.resolve());
      rerender(
        <FavouriteActionsProvider
          value={{ onToggleFavourite: shared, favouriteIds: new Set(['RM1001']), onHeartShown }}
        >
          <ProductTile product={{ ...stormbreak, isFavourite: false }} onToggleFavourite={own} />
        </FavouriteActionsProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: /Wish list/ }));
      expect(own).toHaveBeenCalledTimes(1);
      expect(shared).toHaveBeenCalledTimes(1);
    });

    it('has no heart without a callback or a provider', () => {
      render(<ProductTile product={stormbreak} />);
      expect(screen.queryByRole('button', { name: /Wish list/ })).toBeNull();
    });

    it('catches two clicks in the same tick', async () => {
      const request = deferred();
      const onToggleFavourite = vi.fn(() => request.promise);
      render(<ProductTile product={stormbreak} onToggleFavourite={onToggleFavourite} />);
      const heart = screen.getByRole('button', { name: /Wish list/ });
      act(() => {
        fireEvent.click(heart);
        fireEvent.click(heart);
      });
      expect(onToggleFavourite).toHaveBeenCalledTimes(1);
      await act(async () => request.resolve());
    });

    it('stays as it was when the request fails', async () => {
      const onToggleFavourite = vi.fn(() => Promise.reject(new Error('offline')));
      render(<ProductTile product={ridgeway} onToggleFavourite={onToggleFavourite} />);
      const heart = screen.getByRole('button', { name: /Wish list/ });
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(heart);
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(heart).not.toHaveAttribute('aria-busy');
    });

    it('follows the model when it changes', () => {
      const { rerender } = render(<ProductTile product={stormbreak} onToggleFavourite={() => Promise.resolve()} />);
      rerender(
        <ProductTile product={{ ...stormbreak, isFavourite: true }} onToggleFavourite={() => Promise.resolve()} />,
      );
      expect(screen.getByRole('button', { name: /Wish list/ })).toHaveAttribute('aria-pressed', 'true');
    });
  });

  describe('compare', () => {
    it('is hidden unless showCompare', () => {
      render(<ProductTile product={stormbreak} onToggleCompare={() => {}} />);
      expect(screen.queryByRole('checkbox')).toBeNull();
    });

    it('a checkbox named "Compare {name}" with the same in-flight guard', async () => {
      const request = deferred();
      const onToggleCompare = vi.fn(() => request.promise);
      render(<ProductTile product={stormbreak} showCompare onToggleCompare={onToggleCompare} />);
      const box = screen.getByRole('checkbox', { name: `Compare ${stormbreak.name}` });
      expect(box).not.toBeChecked();
      await userEvent.click(box);
      await userEvent.click(box);
      expect(onToggleCompare).toHaveBeenCalledTimes(1);
      expect(box).not.toBeChecked();
      await act(async () => request.resolve());
      expect(box).toBeChecked();
    });

    it('a synchronous callback flips at once; a throwing one does not', async () => {
      const { rerender } = render(<ProductTile product={stormbreak} showCompare onToggleCompare={() => {}} />);
      await userEvent.click(screen.getByRole('checkbox'));
      expect(screen.getByRole('checkbox')).toBeChecked();
      rerender(
        <ProductTile
          product={stormbreak}
          showCompare
          onToggleCompare={() => {
            throw new Error('Maximum products reached');
          }}
        />,
      );
      await userEvent.click(screen.getByRole('checkbox'));
      expect(screen.getByRole('checkbox')).toBeChecked();
    });
  });

  describe('image carousel', () => {
    it("shows up to 4 images with previous/next and an 'n / total' counter", async () => {
      const { container } = render(<ProductTile product={stormbreak} showImageCarousel />);
      const carousel = screen.getByRole('group', { name: `${stormbreak.name} images` });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      expect(within(carousel).getByText('1 / 4')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(within(carousel).getByText('2 / 4')).toBeInTheDocument();
      expect(shownImage(container).src).toBe(stormbreak.colours[1]!.images[1]!.url);
      await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
      await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
      expect(within(carousel).getByText('4 / 4')).toBeInTheDocument();
    });

    it('swipes at 50 px, not below', () => {
      render(<ProductTile product={stormbreak} showImageCarousel />);
      const carousel = screen.getByRole('group', { name: `${stormbreak.name} images` });
      fireEvent.pointerDown(carousel, { clientX: 200, clientY: 100 });
      fireEvent.pointerUp(carousel, { clientX: 151, clientY: 100 });
      expect(within(carousel).getByText('1 / 4')).toBeInTheDocument();
      fireEvent.pointerDown(carousel, { clientX: 200, clientY: 100 });
      fireEvent.pointerUp(carousel, { clientX: 150, clientY: 100 });
      expect(within(carousel).getByText('2 / 4')).toBeInTheDocument();
      fireEvent.pointerDown(carousel, { clientX: 100, clientY: 100 });
      fireEvent.pointerUp(carousel, { clientX: 170, clientY: 100 });
      expect(within(carousel).getByText('1 / 4')).toBeInTheDocument();
    });

    it('a new colour starts again at its first image', async () => {
      render(<ProductTile product={stormbreak} showImageCarousel />);
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
      await userEvent.click(screen.getByRole('radio', { name: 'Black' }));
      expect(screen.getByText('1 / 4')).toBeInTheDocument();
    });

    it('hides its controls until hovered or focused; on a device without hover they always show', () => {
      render(<ProductTile product={stormbreak} showImageCarousel />);
      const carousel = screen.getByRole('group', { name: `${stormbreak.name} images` });
      for (const name of ['Previous image', 'Next image'])
        expect(screen.getByRole('button', { name })).toHaveAttribute('data-carousel-control');
      // jsdom neither hovers nor matches media: the carousel's own rules say when the controls show
      const opacityOf = (selectorEnd: string, media?: string) =>
        ownRules(carousel)
          .filter((rule) => rule.media === media && rule.selector.split(',').some((part) => part.endsWith(selectorEnd)))
          .map((rule) => ({ selector: rule.selector.replace(/\.css-[\w-]+/g, '&'), opacity: rule.style.opacity }));
      expect(opacityOf(' [data-carousel-control]')).toEqual([
        { selector: '& [data-carousel-control]', opacity: '0' },
        { selector: '&:hover [data-carousel-control],&:focus-within [data-carousel-control]', opacity: '1' },
      ]);
      expect(opacityOf(' [data-carousel-control]', '(hover: none)')).toEqual([
        { selector: '& [data-carousel-control]', opacity: '1' },
      ]);
    });

    it('shows no controls for a single image', () => {
      render(<ProductTile product={coldfront} showImageCarousel />);
      expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    });
  });

  describe('imageBaseUrl', () => {
    const base = 'data:image/svg+xml,';
    const compact = withImageBaseUrl(stormbreak, base);
    const swatchSources = (container: HTMLElement) =>
      [...container.querySelectorAll('[role="radio"] img')].map((img) => img.getAttribute('src'));

    it('prepends it to the image and swatch URLs: swatch switching and the carousel show complete URLs', async () => {
      // The model really stores the URLs without their shared start.
      expect(
        compact.colours.every((c) => c.images.every((i) => !i.url.startsWith(base)) && !c.swatchUrl!.startsWith(base)),
      ).toBe(true);
      const { container } = render(<ProductTile product={compact} showImageCarousel />);
      expect(shownImage(container).src).toBe(stormbreak.colours[1]!.images[0]!.url);
      expect(swatchSources(container)).toEqual(stormbreak.colours.map((c) => c.swatchUrl));
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(shownImage(container).src).toBe(stormbreak.colours[1]!.images[1]!.url);
      await userEvent.click(screen.getByRole('radio', { name: 'Red Spark' }));
      expect(shownImage(container).src).toBe(stormbreak.colours[3]!.images[0]!.url);
    });

    it('renders the same markup as the model with complete URLs', () => {
      const full = render(<ProductTile product={stormbreak} id="tile" />).container.innerHTML;
      const withBase = render(<ProductTile product={compact} id="tile" />).container.innerHTML;
      expect(withBase.replace(/_r_[a-z0-9]+_/gi, 'ID')).toBe(full.replace(/_r_[a-z0-9]+_/gi, 'ID'));
    });
  });

  it('keeps a decorative spinner under the image, which paints over it once loaded (no script, no state)', () => {
    const { container } = render(<ProductTile product={stormbreak} />);
    const spinner = container.querySelector('[data-spinner]')!;
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    // Earlier in the same positioned stack: the image frame after it paints on top.
    expect(spinner.compareDocumentPosition(shownImage(container)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(spinner.parentElement!.contains(shownImage(container))).toBe(true);
    fireEvent.load(shownImage(container));
    expect(container.querySelector('[data-spinner]')).toBe(spinner);
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('badges, technology badge, price, promo and stock', () => {
    render(<ProductTile product={stormbreak} />);
    const badges = screen.getByRole('list', { name: 'Badges' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Best Seller', 'Sale']);
    expect(screen.getByText('Waterproof')).toBeInTheDocument();
    expect(screen.getByText('Sale price $89.90 – $120.00, was $120.00')).toBeInTheDocument();
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.queryByText(/left|Out of stock/)).toBeNull();
  });

  it('member exclusive with its lock icon; low stock', () => {
    const { container } = render(<ProductTile product={glacierCrest} />);
    const member = container.querySelector('[data-badge="member-exclusive"]')!;
    expect(member).toHaveTextContent('Member Exclusive');
    expect(member.querySelector('[data-icon="lock"]')).not.toBeNull();
    render(<ProductTile product={ridgeway} />);
    expect(screen.getByText('Only 3 left!')).toBeInTheDocument();
  });

  it("'Price Not Found' and 'Out of stock'", () => {
    render(<ProductTile product={coldfront} />);
    expect(screen.getByText('Price Not Found')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('price and badges show skeletons while loading', () => {
    const { container } = render(<ProductTile product={stormbreak} loading />);
    expect(screen.queryByRole('list', { name: 'Badges' })).toBeNull();
    expect(container.querySelector('[data-badges-loading]')).not.toBeNull();
    expect(container.querySelector('[data-price="loading"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('a callout that opens the account drawer is a button calling onOpenAccountDrawer', async () => {
    const onOpenAccountDrawer = vi.fn();
    render(<ProductTile product={glacierCrest} onOpenAccountDrawer={onOpenAccountDrawer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Members get early access. Sign in' }));
    expect(onOpenAccountDrawer).toHaveBeenCalledTimes(1);
  });

  it('renders callout HTML as given (sanitizing is the mapping layer’s job)', () => {
    const { container } = render(
      <ProductTile product={{ ...stormbreak, promotions: [{ calloutHtml: 'Save <em>15%</em>' }] }} />,
    );
    expect(container.querySelector('[data-promo-callout] em')).toHaveTextContent('15%');
  });

  it('one swatch: no strip', () => {
    render(<ProductTile product={{ ...stormbreak, colours: stormbreak.colours.slice(0, 1) }} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('ProductTile labels', () => {
  it('says its own words in the language it is given, English for any left out', async () => {
    const { render: renderTile, screen: view } = await import('@testing-library/react');
    const { ProductTile: Tile } = await import('./ProductTile');
    const { stormbreak: jacket } = await import('./fixtures');
    renderTile(
      <Tile
        product={{ ...jacket, stock: { orderable: false, stockLevel: 0, productName: jacket.name } }}
        showCompare
        onToggleFavourite={async () => {}}
        labels={{
          favourite: 'Liste de souhaits : {name}',
          compare: 'Comparer',
          compareProduct: 'Comparer {name}',
          outOfStock: 'Rupture de stock',
        }}
      />,
    );
    expect(view.getByRole('button', { name: `Liste de souhaits : ${jacket.name}` })).toBeInTheDocument();
    expect(view.getByRole('checkbox', { name: `Comparer ${jacket.name}` })).toBeInTheDocument();
    expect(view.getByText('Comparer')).toBeInTheDocument();
    expect(view.getByText('Rupture de stock')).toBeInTheDocument();
    // Left out: English.
    expect(view.getByRole('radiogroup', { name: `Colour: ${jacket.name}` })).toBeInTheDocument();
  });
});
