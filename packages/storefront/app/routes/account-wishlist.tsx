import type { Route } from './+types/account-wishlist';
import { wishlistEnabled } from '../account/wishlist/config.server';
import { WishlistPage } from '../account/wishlist/WishlistPage';
import { loadWishlistPage } from '../account/wishlist/wishlistPage.server';
import { PERSONAL_HEADERS } from '../account/deps.server';
import { notFound } from '../lib/content.server';
import { ISLANDS_HANDLE } from '../lib/document';
import { requestContextOf } from '../request/context.server';
import { pageTitle, pageTitles } from '../i18n/pageTitle';

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
    { ...commerce.wishlist, productsByIds: (ids) => commerce.commerce.productsByIds(ids) },
    locale,
  );
  if ('redirect' in result)
    throw new Response(null, { status: 303, headers: { Location: result.redirect, ...PERSONAL_HEADERS } });
  return result.page;
}

export default function AccountWishlistRoute({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}
