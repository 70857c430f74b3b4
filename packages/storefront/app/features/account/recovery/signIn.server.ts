import { currentSession } from '../actions.server';
import type { AccountDeps } from '../auth.server';
import { customerSessionResponse } from '../session.server';
import type { SignIn } from './actions.server';

/**
 * Every recovery sign-in ends the way a password sign-in does (session cookies, the guest's bag merged into the
 * customer's, welcome, 303), with the request's account clients (`requestContextOf(args).commerce.account`).
 */
export const signInWith =
  (deps: AccountDeps): SignIn =>
  (request, tokens, options) =>
    customerSessionResponse(request, deps, tokens, { guest: currentSession(request), ...options });
