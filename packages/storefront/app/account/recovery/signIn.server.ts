import { currentSession } from '../actions.server';
import { accountDeps } from '../deps.server';
import { customerSessionResponse } from '../session.server';
import type { SignIn } from './actions.server';

/**
 * Every recovery sign-in ends the way a password sign-in does (session cookies, the guest's bag merged into the
 * customer's, welcome, 303).
 */
export const signInWithTokens: SignIn = (request, tokens, options) =>
  customerSessionResponse(request, accountDeps(), tokens, { guest: currentSession(request), ...options });
