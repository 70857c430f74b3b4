import type { Route } from './+types/account-wishlist';
import { wishlistEnabled } from '../wishlist/config.server';
import { WishlistPage } from '../wishlist/WishlistPage';
import { loadWishlistPage } from '../wishlist/wishlistPage.server';
import { PERSONAL_HEADERS } from '../deps.server';
import { notFound } from '../../../platform/content.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { requestContextOf } from '../../../platform/request/context.server';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/account/wishlist`: the registered customer's wish list (docs/behaviour/wishlist-and-compare.md). Personal:
 * `private, no-store`, so never in a CDN or the render cache; a guest goes to sign in (303) and comes back.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return PERSONAL_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.wishlist) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!wishlistEnabled()) throw notFound();
  const { locale, commerce } = requestContextOf({ request, context });
  const result = await loadWishlistPage(
    request,
    {
      ...commerce.wishlist,
      tileDisplay: commerce.commerce.tileDisplay,
      productsByIds: (ids) => commerce.commerce.productsByIds(ids),
    },
    locale,
  );
  if ('redirect' in result)
    throw new Response(null, { status: 303, headers: { Location: result.redirect, ...PERSONAL_HEADERS } });
  return result.page;
}

export default function AccountWishlistRoute({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}
