import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { theme } from '../theme/theme';
import { coldfront, glacierCrest, ridgeway, stormbreak } from './fixtures';
import { withImageBaseUrl } from './model';
import { FavouriteActionsProvider } from '../FavouriteActions/FavouriteActions';
import { ProductTile } from './ProductTile';
import { imageLoadTimeoutMs } from './TileImage';
import { request, viewports } from './storybook';

const meta = {
  title: 'Product/ProductTile',
  component: ProductTile,
  tags: ['autodocs'],
  args: {
    product: stormbreak,
    loading: false,
    showImageCarousel: false,
    showCompare: true,
    locale: 'en-US',
    currency: 'USD',
    onToggleFavourite: fn(() => request(400)),
    onToggleCompare: fn(() => request(200)),
    onOpenAccountDrawer: fn(),
    onColourChange: fn(),
  },
  argTypes: { product: { control: 'object' } },
  render: (args) => (
    <div style={{ maxWidth: '320px' }}>
      <ProductTile {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainImage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-image-frame] img') as HTMLImageElement;

/** Choosing a swatch swaps the image for that colour's. */
export const SwatchSwapsImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Collegiate Navy' })).toHaveAttribute('aria-checked', 'true');
    await expect(mainImage(canvasElement).src).toBe(stormbreak.colours[1]!.images[0]!.url);
    await userEvent.click(canvas.getByRole('radio', { name: 'Red Spark' }));
    await expect(args.onColourChange).toHaveBeenCalledWith('820');
    await waitFor(() => expect(mainImage(canvasElement).src).toBe(stormbreak.colours[3]!.images[0]!.url));
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', `${stormbreak.name}, Red Spark`);
    // 496:521, lazy
    const frame = mainImage(canvasElement).parentElement!.getBoundingClientRect();
    await expect(Math.abs(frame.width / frame.height - 496 / 521)).toBeLessThan(0.01);
    await expect(mainImage(canvasElement)).toHaveAttribute('loading', 'lazy');
  },
};

/** A double click while the wish-list request runs sends one request; the heart flips when it resolves. */
export const HeartIgnoresDoubleClick: Story = {
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Wish list: ${stormbreak.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.dblClick(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(heart).not.toHaveAttribute('aria-busy');
  },
};

/** Already a favourite: the heart is pressed (filled); a click removes it once the request resolves. */
export const HeartFavourite: Story = {
  args: { product: { ...stormbreak, isFavourite: true } },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Wish list: ${stormbreak.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(heart.querySelector('svg')!).fill).not.toBe('none');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(stormbreak.id);
  },
};

const sharedToggle = fn(() => request(200));

/**
 * A tile built with no wish-list knowledge (a CMS carousel's) inside an app's `FavouriteActionsProvider`: the heart
 * comes from the provider, pressed for the products in its list.
 */
export const HeartFromProvider: Story = {
  args: { product: { ...stormbreak, isFavourite: undefined }, onToggleFavourite: undefined },
  render: (args) => (
    <FavouriteActionsProvider value={{ onToggleFavourite: sharedToggle, favouriteIds: new Set([stormbreak.id]) }}>
      <div style={{ maxWidth: '320px' }}>
        <ProductTile {...args} />
      </div>
    </FavouriteActionsProvider>
  ),
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Wish list: ${stormbreak.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await expect(sharedToggle).toHaveBeenCalledWith(stormbreak.id);
  },
};

/** A refused toggle (a guest asked to sign in, a failed request): the heart keeps its state and is usable again. */
export const HeartRefused: Story = {
  args: { onToggleFavourite: fn(() => request(100).then(() => Promise.reject(new Error('Sign-in required')))) },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Wish list: ${stormbreak.name}` });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(2);
  },
};

/** Compare refused (the limit): the box stays unticked. */
export const CompareRefused: Story = {
  args: { onToggleCompare: fn(() => Promise.reject(new Error('Maximum products reached'))) },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: `Compare ${stormbreak.name}` });
    await userEvent.click(box);
    await expect(args.onToggleCompare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    await expect(box).not.toBeChecked();
  },
};

/** Compare: same in-flight guard. */
export const CompareToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: `Compare ${stormbreak.name}` });
    await userEvent.click(box);
    await userEvent.click(box);
    await expect(args.onToggleCompare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).toBeChecked());
  },
};

/** Image carousel: next/previous, the 'n / total' counter, controls on hover. */
export const ImageCarousel: Story = {
  args: { showImageCarousel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: `${stormbreak.name} images` });
    const next = canvas.getByRole('button', { name: 'Next image' });
    await expect(within(carousel).getByText('1 / 4')).toBeVisible();
    // Controls are hidden until the carousel is hovered or holds focus (user-event cannot produce
    // a real CSS :hover, so focus stands in for it here).
    if (matchMedia('(hover: hover)').matches) await expect(getComputedStyle(next).opacity).toBe('0');
    next.focus();
    await waitFor(() => expect(getComputedStyle(next).opacity).toBe('1'));
    await userEvent.click(next);
    await expect(within(carousel).getByText('2 / 4')).toBeVisible();
    await expect(mainImage(canvasElement).src).toBe(stormbreak.colours[1]!.images[1]!.url);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(within(carousel).getByText('4 / 4')).toBeVisible();
    // A new colour starts at its first image.
    await userEvent.click(canvas.getByRole('radio', { name: 'Black' }));
    await expect(
      within(canvas.getByRole('group', { name: `${stormbreak.name} images` })).getByText('1 / 4'),
    ).toBeVisible();
  },
};

/**
 * The model stores its URLs without their shared start, given once in `imageBaseUrl` (as the page's
 * hydration data does): the image, the carousel and the swatches show the complete URLs.
 */
export const ImageBaseUrl: Story = {
  args: { product: withImageBaseUrl(stormbreak, 'data:image/svg+xml,'), showImageCarousel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(mainImage(canvasElement).src).toBe(stormbreak.colours[1]!.images[0]!.url);
    const swatchImages = [...canvasElement.querySelectorAll<HTMLImageElement>('[role="radio"] img')];
    await expect(swatchImages.map((img) => img.src)).toEqual(stormbreak.colours.map((c) => c.swatchUrl));
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(mainImage(canvasElement).src).toBe(stormbreak.colours[1]!.images[1]!.url);
    await userEvent.click(canvas.getByRole('radio', { name: 'Red Spark' }));
    await waitFor(() => expect(mainImage(canvasElement).src).toBe(stormbreak.colours[3]!.images[0]!.url));
  },
};

export const NewWithManyColours: Story = {
  args: { product: ridgeway },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Exclusive Colors')).toBeVisible();
    await expect(canvas.getByText('Only 3 left!')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Mountain Blue' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('button', { name: /Wish list/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MemberExclusive: Story = {
  args: { product: glacierCrest },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-badge="member-exclusive"] [data-icon="lock"]')).not.toBeNull();
    await expect(canvas.getByText('Special Drop')).toBeVisible();
    await expect(canvas.getByText('Sale price $208.00, was $260.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Members get early access. Sign in' }));
    await expect(args.onOpenAccountDrawer).toHaveBeenCalledTimes(1);
  },
};

export const OutOfStockNoPrice: Story = {
  args: { product: coldfront },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByText('Price Not Found')).toBeVisible();
  },
};

/**
 * The image loading spinner works without script: it lies under the image (which covers it once it has pixels), and
 * CSS hides it at the timeout (5 s) with its animations finished.
 */
export const ImageSpinner: Story = {
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector<HTMLElement>('[data-spinner]')!;
    const image = mainImage(canvasElement);
    await expect(getComputedStyle(spinner).visibility).toBe('visible');
    // Hit-test the spinner's centre as if it took pointer events: the image is on top of it.
    spinner.style.pointerEvents = 'auto';
    const box = spinner.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(image);
    spinner.style.pointerEvents = '';
    const animations = spinner.getAnimations();
    await expect(animations.length).toBeGreaterThan(0);
    for (const animation of animations) animation.currentTime = imageLoadTimeoutMs;
    await expect(getComputedStyle(spinner).visibility).toBe('hidden');
    await expect(spinner.getAnimations().filter((animation) => animation.playState === 'running')).toEqual([]);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-price="loading"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-badges-loading]')).not.toBeNull();
  },
};

/** A product grid: 2 columns on mobile, 4 from the desktop breakpoint. */
function Grid(props: Omit<ComponentProps<typeof ProductTile>, 'product'>) {
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: `${theme.space[6]} ${theme.space[4]}`,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        [theme.mq.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {[stormbreak, ridgeway, glacierCrest, coldfront].map((product) => (
        <li key={product.id}>
          <ProductTile {...props} product={product} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

const assertGrid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const tiles = canvas.getAllByRole('article');
  await expect(tiles).toHaveLength(4);
  const columns = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().left))).size;
  const width = canvasElement.ownerDocument.defaultView?.innerWidth ?? 0;
  await expect(columns).toBe(width >= 992 ? 4 : 2);
  // Carousel counter on every tile with more than one image.
  await expect(canvas.getAllByText('1 / 4').length).toBeGreaterThanOrEqual(3);
  // Swatch selection swaps the image in the first tile.
  const first = within(tiles[0]!);
  await userEvent.click(first.getByRole('radio', { name: 'Black' }));
  await waitFor(() =>
    expect((tiles[0]!.querySelector('[data-image-frame] img') as HTMLImageElement).src).toBe(
      stormbreak.colours[0]!.images[0]!.url,
    ),
  );
};

const gridStory: Story = {
  parameters: { layout: 'padded' },
  args: { showImageCarousel: true },
  render: (args) => <Grid {...args} />,
  play: assertGrid,
};

export const GridMobile: Story = { ...gridStory, globals: viewports.mobile };
export const GridTablet: Story = { ...gridStory, globals: viewports.tablet };
export const GridLaptop: Story = { ...gridStory, globals: viewports.laptop };
export const GridDesktop: Story = { ...gridStory, globals: viewports.desktop };
