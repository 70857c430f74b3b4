import type { Route } from './+types/wishlist-api';
import { wishlistEnabled } from '../wishlist/config.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { wishlistChangeResponse, wishlistIdsResponse } from '../wishlist/wishlist.server';

const notFound = () =>
  Response.json(
    { ok: false, code: 'off', message: 'The wish list is not enabled.' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * `GET /__ridgeline/wishlist`: the shopper's wish-list product ids (see account/wishlist/wishlist.server.ts).
 * @caching private
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!wishlistEnabled()) return notFound();
  return wishlistIdsResponse(request, requestContextOf({ request, context }).commerce.wishlist);
}

/** `POST /__ridgeline/wishlist`: add or remove one product. */
export function action({ request, context }: Route.ActionArgs) {
  if (!wishlistEnabled()) return notFound();
  return wishlistChangeResponse(request, requestContextOf({ request, context }).commerce.wishlist);
}
