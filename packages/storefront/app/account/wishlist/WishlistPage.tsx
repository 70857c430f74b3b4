import { Button, Heading, Link, ProductGrid, ProductTile, Text, theme } from '@ridgeline/ui';
import { urls } from '../../lib/urls';
import type { WishlistPageData } from './wishlistPage.server';

const layout = {
  page: { maxWidth: theme.sizes.content, margin: '0 auto', padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`, display: 'flex', flexDirection: 'column', gap: theme.space[4] },
  item: { display: 'flex', flexDirection: 'column', gap: theme.space[2] },
  actions: { display: 'flex', flexWrap: 'wrap', gap: theme.space[2] },
  form: { display: 'contents' },
} as const;

/**
 * The wish-list page: a heading, the way back to the account, then the list's products as tiles, each with Add to Bag
 * (a form to the bag; a link to choose the colour and size when the product needs it) and Remove (a form to the wish
 * list's endpoint). Everything works without JavaScript.
 */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const { items, missing, localeId, currency, returnTo } = data;
  const removedReturn = `${returnTo}?removed=1`;
  return (
    <section css={layout.page} aria-labelledby="wishlist-heading" data-wishlist-page="">
      <Link href={urls.account(localeId)}>My Account</Link>
      <Heading level={1} id="wishlist-heading" size="3xl">
        Wishlist
      </Heading>
      {data.notice ? (
        <Text role="status" data-wishlist-notice="">
          {data.notice}
        </Text>
      ) : null}
      {data.failed ? (
        <Text role="alert">
          An error occurred: {data.failed}
        </Text>
      ) : items.length === 0 && missing.length === 0 ? (
        <div css={layout.item} data-wishlist-empty="">
          <Text>No Wishlist Items</Text>
          <Button href={urls.home(localeId)} variant="outline" color="dark" size="sm">
            Continue Shopping
          </Button>
        </div>
      ) : (
        <>
          <Text color="secondary" data-wishlist-count={items.length}>
            {items.length === 1 ? '1 item' : `${items.length} items`}
          </Text>
          <ProductGrid
            products={items.map((item) => item.tile)}
            label="Wishlist"
            renderTile={(tile, index) => {
              const item = items[index]!;
              return (
                <div css={layout.item} data-wishlist-item={tile.id}>
                  <ProductTile product={tile} locale={localeId} currency={currency} headingLevel={2} imageLoading={index < 4 ? 'eager' : 'lazy'} />
                  <div css={layout.actions}>
                    {item.bagProductId ? (
                      <form method="post" action={urls.addToBag()} css={layout.form}>
                        <input type="hidden" name="pid" value={item.bagProductId} />
                        <input type="hidden" name="quantity" value="1" />
                        <input type="hidden" name="returnTo" value={returnTo} />
                        <Button type="submit" size="sm" aria-label={`Add ${tile.name} to bag`}>
                          Add to Bag
                        </Button>
                      </form>
                    ) : (
                      <Button href={tile.href} size="sm" aria-label={`Choose options for ${tile.name}`}>
                        Choose Options
                      </Button>
                    )}
                    <form method="post" action={urls.wishlistApi()} css={layout.form}>
                      <input type="hidden" name="productId" value={tile.id} />
                      <input type="hidden" name="action" value="remove" />
                      <input type="hidden" name="returnTo" value={removedReturn} />
                      <Button type="submit" size="sm" variant="outline" color="dark" aria-label={`Remove ${tile.name} from wishlist`}>
                        Remove
                      </Button>
                    </form>
                  </div>
                </div>
              );
            }}
          />
          {missing.length > 0 ? (
            <div css={layout.item} data-wishlist-missing={missing.length}>
              <Text>{missing.length === 1 ? 'One product in your wishlist is no longer available.' : `${missing.length} products in your wishlist are no longer available.`}</Text>
              {missing.map((id) => (
                <form key={id} method="post" action={urls.wishlistApi()}>
                  <input type="hidden" name="productId" value={id} />
                  <input type="hidden" name="action" value="remove" />
                  <input type="hidden" name="returnTo" value={removedReturn} />
                  <Button type="submit" size="sm" variant="outline" color="dark">
                    Remove {id}
                  </Button>
                </form>
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
