import { redirect } from 'react-router';
import type { Route } from './+types/category-by-id';
import { urls } from '../../../platform/urls';
import { requestContextOf } from '../../../platform/request/context.server';

/**
 * `/category/{categoryId}`: the same page as `/c/{categoryId}/`, reached by a permanent redirect (query kept), so a
 * category has one address and caches hold one copy of it.
 * @caching public (a permanent redirect)
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = requestContextOf({ request, context });
  return redirect(urls.category(params.categoryId, locale.id, new URL(request.url).searchParams), 301);
}
