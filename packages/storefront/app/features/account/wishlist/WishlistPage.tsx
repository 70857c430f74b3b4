import { WishlistView } from '@ridgeline/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { urls, withParams } from '../../../platform/urls';
import { tileLabelsOf } from '../../../platform/i18n/tileLabels';
import { removedFromWishlistMessage, WISHLIST_MESSAGES, wishlistPageMessages as messages } from './messages';
import type { WishlistPageData } from './wishlistPage.server';

/** The wish-list page (ui's `WishlistView`) with its words in the request's locale. */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const { items, missing, localeId, currency, returnTo } = data;
  const intl = useIntl();
  // react-intl types each descriptor's values apart; these take the values their messages name.
  const format = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor as never, values) as string;
  return (
    <WishlistView
      items={items}
      missing={missing}
      notice={data.notice === WISHLIST_MESSAGES.removed ? format(removedFromWishlistMessage) : data.notice}
      failed={data.failed ? format(messages.failed, { message: data.failed }) : undefined}
      locale={localeId}
      currency={currency}
      tileLabels={tileLabelsOf(intl)}
      hrefs={{
        account: urls.account(localeId),
        home: urls.home(localeId),
        addToBag: urls.addToBag(),
        wishlist: urls.wishlistApi(),
      }}
      returnTo={returnTo}
      removedReturnTo={withParams(returnTo, new URLSearchParams({ removed: '1' }))}
      text={{
        account: format(messages.account),
        title: format(messages.title),
        empty: format(messages.empty),
        continueShopping: format(messages.continueShopping),
        addToBag: format(messages.addToBag),
        chooseOptions: format(messages.chooseOptions),
        remove: format(messages.remove),
        count: (count) => format(messages.count, { count }),
        addToBagLabel: (name) => format(messages.addToBagLabel, { name }),
        chooseOptionsLabel: (name) => format(messages.chooseOptionsLabel, { name }),
        removeLabel: (name) => format(messages.removeLabel, { name }),
        missing: (count) => format(messages.missing, { count }),
        removeId: (id) => format(messages.removeId, { id }),
      }}
    />
  );
}
