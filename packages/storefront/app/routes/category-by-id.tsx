import { redirect } from 'react-router';
import type { Route } from './+types/category-by-id';
import { urls } from '../lib/urls';

/**
 * `/category/{categoryId}`: the same page as `/c/{categoryId}/`, reached by a permanent redirect (query kept), so a
 * category has one address and caches hold one copy of it.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(`${urls.category(params.categoryId)}${search}`, 301);
}
