import type { Route } from './+types/account-copy';
import { accountCopyResponse } from '../account/accountCopy.server';

/**
 * `/__ridgeline/account-copy?locale=` (resource route): the sign-in dialog's words in a locale, as JSON.
 * @caching public
 */
export function loader({ request }: Route.LoaderArgs) {
  return accountCopyResponse(request);
}
