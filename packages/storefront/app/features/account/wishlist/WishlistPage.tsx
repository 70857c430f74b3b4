import { WishlistView } from '@ridgeline/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { urls, withParams } from '../../../platform/urls';
import { tileLabelsOf } from '../../../platform/i18n/tileLabels';
import { formatMessages } from '../../../platform/i18n/formatMessages';
import { removedFromWishlistMessage, WISHLIST_MESSAGES, wishlistPageMessages as messages } from './messages';
import type { WishlistPageData } from './wishlistPage.server';

/** The wish-list page (ui's `WishlistView`) with its words in the request's locale. */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const { items, missing, localeId, currency, returnTo } = data;
  const intl = useIntl();
  // react-intl types each descriptor's values apart; these take the values their messages name.
  const format = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor as never, values) as string;
  // the words with values are formatted as the view asks for them; the rest at once
  const {
    failed,
    count,
    missing: missingCount,
    addToBagLabel,
    chooseOptionsLabel,
    removeLabel,
    removeId,
    ...plain
  } = messages;
  return (
    <WishlistView
      items={items}
      missing={missing}
      notice={data.notice === WISHLIST_MESSAGES.removed ? format(removedFromWishlistMessage) : data.notice}
      failed={data.failed ? format(failed, { message: data.failed }) : undefined}
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
        ...formatMessages(intl, plain),
        count: (value) => format(count, { count: value }),
        addToBagLabel: (name) => format(addToBagLabel, { name }),
        chooseOptionsLabel: (name) => format(chooseOptionsLabel, { name }),
        removeLabel: (name) => format(removeLabel, { name }),
        missing: (value) => format(missingCount, { count: value }),
        removeId: (id) => format(removeId, { id }),
      }}
    />
  );
}
