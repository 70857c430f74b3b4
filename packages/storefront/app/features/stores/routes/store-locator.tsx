import { Island } from '@ridgeline/renderer';
import type { Route } from './+types/store-locator';
import { cacheHeaders } from '../../../platform/headers';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { SITE_NAME } from '../../../platform/seo';
import { requestContextOf } from '../../../platform/request/context.server';
import { StoreLocator, STORE_LOCATOR_ISLAND } from '../StoreLocator';
import { loadStoreLocator } from '../storeLocator.server';

/**
 * `/store-locator`: "Find a Store" (docs/behaviour/store-locator.md). A public islands document: the form and the
 * results are server HTML (a GET form, a Load More link); the locator hydrates as one island when the browser is idle.
 * @caching public
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadStoreLocator(request, requestContextOf({ request, context }));
}

export const headers: Route.HeadersFunction = cacheHeaders;

export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.title ?? `Find a Store | ${SITE_NAME}` },
    {
      name: 'description',
      content:
        loaderData?.description ??
        'Find a Ridgeline store near you: addresses, distances, phone numbers and opening hours.',
    },
  ];
}

export default function StoreLocatorRoute({ loaderData }: Route.ComponentProps) {
  const { props } = loaderData;
  return (
    <Island kind={STORE_LOCATOR_ISLAND} trigger="idle" props={props}>
      <StoreLocator {...props} />
    </Island>
  );
}
