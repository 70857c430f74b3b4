import { Button, Container, Heading, Link, ProductGrid, ProductTile, Stack, Text } from '@ridgeline/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { urls, withParams } from '../../../platform/urls';
import { tileLabelsOf } from '../../../platform/i18n/tileLabels';
import { removedFromWishlistMessage, WISHLIST_MESSAGES } from './messages';
import type { WishlistPageData } from './wishlistPage.server';

/** The forms around the item buttons take no box, so the buttons wrap as one row. */
const formWithoutBox = { display: 'contents' } as const;

/**
 * The wish-list page: a heading, the way back to the account, then the list's products as tiles, each with Add to Bag
 * (a form to the bag; a link to choose the colour and size when the product needs it) and Remove (a form to the wish
 * list's endpoint). Everything works without JavaScript.
 */
const messages = defineMessages({
  account: { id: 'wishlist.page.account', defaultMessage: 'My Account' },
  title: { id: 'wishlist.page.title', defaultMessage: 'Wishlist' },
  failed: { id: 'wishlist.page.failed', defaultMessage: 'An error occurred: {message}' },
  empty: { id: 'wishlist.page.empty', defaultMessage: 'No Wishlist Items' },
  continueShopping: { id: 'wishlist.page.continueShopping', defaultMessage: 'Continue Shopping' },
  count: { id: 'wishlist.page.count', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  addToBag: { id: 'wishlist.page.addToBag', defaultMessage: 'Add to Bag' },
  addToBagLabel: { id: 'wishlist.page.addToBagLabel', defaultMessage: 'Add {name} to bag' },
  chooseOptions: { id: 'wishlist.page.chooseOptions', defaultMessage: 'Choose Options' },
  chooseOptionsLabel: { id: 'wishlist.page.chooseOptionsLabel', defaultMessage: 'Choose options for {name}' },
  remove: { id: 'wishlist.page.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'wishlist.page.removeLabel', defaultMessage: 'Remove {name} from wishlist' },
  missing: {
    id: 'wishlist.page.missing',
    defaultMessage:
      '{count, plural, one {One product in your wishlist is no longer available.} other {# products in your wishlist are no longer available.}}',
  },
  removeId: { id: 'wishlist.page.removeId', defaultMessage: 'Remove {id}' },
});

export function WishlistPage({ data }: { data: WishlistPageData }) {
  const { items, missing, localeId, currency, returnTo } = data;
  const intl = useIntl();
  // react-intl types each descriptor's values apart; these take the values their messages name.
  const format = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor as never, values) as string;
  const tileLabels = tileLabelsOf(intl);
  const removedReturn = withParams(returnTo, new URLSearchParams({ removed: '1' }));
  return (
    <Container
      as="section"
      paddingBlock={6}
      paddingBlockEnd={16}
      gap={4}
      aria-labelledby="wishlist-heading"
      data-wishlist-page=""
    >
      <Link href={urls.account(localeId)}>{intl.formatMessage(messages.account)}</Link>
      <Heading level={1} id="wishlist-heading" size="3xl">
        {intl.formatMessage(messages.title)}
      </Heading>
      {data.notice ? (
        <Text role="status" data-wishlist-notice="">
          {data.notice === WISHLIST_MESSAGES.removed ? intl.formatMessage(removedFromWishlistMessage) : data.notice}
        </Text>
      ) : null}
      {data.failed ? (
        <Text role="alert">{format(messages.failed, { message: data.failed })}</Text>
      ) : items.length === 0 && missing.length === 0 ? (
        <Stack gap={2} data-wishlist-empty="">
          <Text>{intl.formatMessage(messages.empty)}</Text>
          <Button href={urls.home(localeId)} variant="outline" color="dark" size="sm">
            {intl.formatMessage(messages.continueShopping)}
          </Button>
        </Stack>
      ) : (
        <>
          <Text color="secondary" data-wishlist-count={items.length}>
            {format(messages.count, { count: items.length })}
          </Text>
          <ProductGrid
            products={items.map((item) => item.tile)}
            label={intl.formatMessage(messages.title)}
            renderTile={(tile, index) => {
              const item = items[index]!;
              return (
                <Stack gap={2} data-wishlist-item={tile.id}>
                  <ProductTile
                    product={tile}
                    locale={localeId}
                    currency={currency}
                    headingLevel={2}
                    imageLoading={index < 4 ? 'eager' : 'lazy'}
                    {...(tileLabels ? { labels: tileLabels } : {})}
                  />
                  <Stack direction="row" gap={2} wrap>
                    {item.bagProductId ? (
                      <form method="post" action={urls.addToBag()} css={formWithoutBox}>
                        <input type="hidden" name="pid" value={item.bagProductId} />
                        <input type="hidden" name="quantity" value="1" />
                        <input type="hidden" name="returnTo" value={returnTo} />
                        <Button
                          type="submit"
                          size="sm"
                          aria-label={format(messages.addToBagLabel, { name: tile.name })}
                        >
                          {intl.formatMessage(messages.addToBag)}
                        </Button>
                      </form>
                    ) : (
                      <Button
                        href={tile.href}
                        size="sm"
                        aria-label={format(messages.chooseOptionsLabel, { name: tile.name })}
                      >
                        {intl.formatMessage(messages.chooseOptions)}
                      </Button>
                    )}
                    <form method="post" action={urls.wishlistApi()} css={formWithoutBox}>
                      <input type="hidden" name="productId" value={tile.id} />
                      <input type="hidden" name="action" value="remove" />
                      <input type="hidden" name="returnTo" value={removedReturn} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        color="dark"
                        aria-label={format(messages.removeLabel, { name: tile.name })}
                      >
                        {intl.formatMessage(messages.remove)}
                      </Button>
                    </form>
                  </Stack>
                </Stack>
              );
            }}
          />
          {missing.length > 0 ? (
            <Stack gap={2} data-wishlist-missing={missing.length}>
              <Text>{format(messages.missing, { count: missing.length })}</Text>
              {missing.map((id) => (
                <form key={id} method="post" action={urls.wishlistApi()}>
                  <input type="hidden" name="productId" value={id} />
                  <input type="hidden" name="action" value="remove" />
                  <input type="hidden" name="returnTo" value={removedReturn} />
                  <Button type="submit" size="sm" variant="outline" color="dark">
                    {format(messages.removeId, { id })}
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
