import type { Route } from './+types/account-messages';
import { accountMessagesResponse } from '../messages.server';

/**
 * `/__ridgeline/account-messages?locale=` (resource route): the sign-in dialog's and drawer's messages in a locale, as JSON.
 * @caching public
 */
export const loader = ({ request }: Route.LoaderArgs) => accountMessagesResponse(request);
