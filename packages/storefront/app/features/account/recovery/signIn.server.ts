import { currentSession } from '../actions.server';
import type { AccountDeps } from '../auth.server';
import { commerceClientsFor } from '../../../platform/request/commerceClients.server';
import { DEFAULT_LOCALE } from '../../../platform/urls';
import { customerSessionResponse } from '../session.server';
import type { SignIn } from './actions.server';

/**
 * Every recovery sign-in ends the way a password sign-in does (session cookies, the guest's bag merged into the
 * customer's, welcome, 303).
 */
export const signInWithTokens: SignIn = (request, tokens, options) =>
  signInWith(commerceClientsFor(DEFAULT_LOCALE).account)(request, tokens, options);

/** The same, with the request's account clients (`requestContextOf(args).commerce.account`). */
export const signInWith =
  (deps: AccountDeps): SignIn =>
  (request, tokens, options) =>
    customerSessionResponse(request, deps, tokens, { guest: currentSession(request), ...options });
