import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import { ProductTile } from '../ProductTile/ProductTile';
import type { ProductTileLabels } from '../ProductTile/labels';
import type { ProductTileModel } from '../ProductTile/model';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

/** A product of the list: its tile, and the product id Add to Bag posts (none: the tile links to choose options). */
export interface WishlistViewItem {
  tile: ProductTileModel;
  bagProductId?: string | undefined;
}

export interface WishlistViewText {
  account: string;
  title: string;
  empty: string;
  continueShopping: string;
  addToBag: string;
  chooseOptions: string;
  remove: string;
  count: (count: number) => string;
  addToBagLabel: (name: string) => string;
  chooseOptionsLabel: (name: string) => string;
  removeLabel: (name: string) => string;
  /** the products of the list the catalogue no longer returns */
  missing: (count: number) => string;
  removeId: (id: string) => string;
}

export interface WishlistViewProps {
  items: readonly WishlistViewItem[];
  /** Ids in the list the catalogue no longer returns (a count, each removable). */
  missing: readonly string[];
  /** A status line (e.g. "Item removed from wishlist"). */
  notice?: string | undefined;
  /** The list could not be read: this alert instead of the list. */
  failed?: string | undefined;
  locale: string;
  currency: string;
  tileLabels?: Partial<ProductTileLabels> | undefined;
  hrefs: {
    account: string;
    home: string;
    /** the bag's POST endpoint (`pid`, `quantity`, `returnTo`) */
    addToBag: string;
    /** the wish list's POST endpoint (`productId`, `action=remove`, `returnTo`) */
    wishlist: string;
  };
  /** Where Add to Bag comes back to, and where Remove comes back to. */
  returnTo: string;
  removedReturnTo: string;
  text: WishlistViewText;
}

/** A notice that takes focus when the page loads (the server HTML's `autofocus`), as the account pages' notices do. */
const FOCUS_ON_LOAD = { tabIndex: -1, autoFocus: true } as const;

/** The forms around the item buttons take no box, so the buttons wrap as one row. */
const formWithoutBox = { display: 'contents' } as const;

/** The hidden fields and button of a Remove form (to the wish list's endpoint). */
function RemoveFields({ productId, returnTo }: { productId: string; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="action" value="remove" />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/**
 * The wish-list page: a heading, the way back to the account, then the list's products as tiles, each with Add to Bag
 * (a form to the bag; a link to choose the colour and size when the product needs it) and Remove (a form to the wish
 * list's endpoint). Everything works without JavaScript.
 */
export function WishlistView({
  items,
  missing,
  notice,
  failed,
  locale,
  currency,
  tileLabels,
  hrefs,
  text,
  ...back
}: WishlistViewProps) {
  return (
    <Container
      as="section"
      paddingBlock={6}
      paddingBlockEnd={16}
      gap={4}
      aria-labelledby="wishlist-heading"
      data-wishlist-page=""
    >
      <Link href={hrefs.account}>{text.account}</Link>
      <Heading level={1} id="wishlist-heading" size="3xl">
        {text.title}
      </Heading>
      {notice ? (
        // a notice follows a Remove (a post, then this page again): it takes focus, as the page's `autofocus`, so a
        // keyboard user goes on from there (the next item) instead of from the top of the page
        <Text role="status" data-wishlist-notice="" {...FOCUS_ON_LOAD}>
          {notice}
        </Text>
      ) : null}
      {failed ? (
        <Text role="alert">{failed}</Text>
      ) : items.length === 0 && missing.length === 0 ? (
        <Stack gap={2} data-wishlist-empty="">
          <Text>{text.empty}</Text>
          <Button href={hrefs.home} variant="outline" color="dark" size="sm">
            {text.continueShopping}
          </Button>
        </Stack>
      ) : (
        <>
          <Text color="secondary" data-wishlist-count={items.length}>
            {text.count(items.length)}
          </Text>
          <ProductGrid
            products={items.map((item) => item.tile)}
            label={text.title}
            renderTile={(tile, index) => {
              const item = items[index]!;
              return (
                <Stack gap={2} data-wishlist-item={tile.id}>
                  <ProductTile
                    product={tile}
                    locale={locale}
                    currency={currency}
                    headingLevel={2}
                    imageLoading={index < 4 ? 'eager' : 'lazy'}
                    {...(tileLabels ? { labels: tileLabels } : {})}
                  />
                  <Stack direction="row" gap={2} wrap>
                    {item.bagProductId ? (
                      <form method="post" action={hrefs.addToBag} css={formWithoutBox}>
                        <input type="hidden" name="pid" value={item.bagProductId} />
                        <input type="hidden" name="quantity" value="1" />
                        <input type="hidden" name="returnTo" value={back.returnTo} />
                        <Button type="submit" size="sm" aria-label={text.addToBagLabel(tile.name)}>
                          {text.addToBag}
                        </Button>
                      </form>
                    ) : (
                      <Button href={tile.href} size="sm" aria-label={text.chooseOptionsLabel(tile.name)}>
                        {text.chooseOptions}
                      </Button>
                    )}
                    <form method="post" action={hrefs.wishlist} css={formWithoutBox}>
                      <RemoveFields productId={tile.id} returnTo={back.removedReturnTo} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        color="dark"
                        aria-label={text.removeLabel(tile.name)}
                      >
                        {text.remove}
                      </Button>
                    </form>
                  </Stack>
                </Stack>
              );
            }}
          />
          {missing.length > 0 ? (
            <Stack gap={2} data-wishlist-missing={missing.length}>
              <Text>{text.missing(missing.length)}</Text>
              {missing.map((id) => (
                <form key={id} method="post" action={hrefs.wishlist}>
                  <RemoveFields productId={id} returnTo={back.removedReturnTo} />
                  <Button type="submit" size="sm" variant="outline" color="dark">
                    {text.removeId(id)}
                  </Button>
                </form>
              ))}
            </Stack>
          ) : null}
        </>
      )}
    </Container>
  );
}
