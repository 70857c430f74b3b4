/** What the password-reset, passwordless and social sign-in flows say, word for word (see docs/behaviour/accounts.md). */
export const RECOVERY_MESSAGES = {
  featureUnavailable: 'This feature is not currently available.',
  passwordlessUserNotFound: 'This feature is not currently available. You must create an account to access this feature.',
  generic: 'Something went wrong. Try again!',
  invalidToken: 'Invalid token, please try again.',
  resetSuccess: 'Password Reset Success',
  resetSent: 'If an account exists for this email, you will receive a link to reset your password.',
  passwordlessSent: 'We sent you a secure sign-in link. Open it on this device to sign in.',
} as const;

/** SLAS refusals that mean the feature is not set up for this client (callback URIs, quota) rather than a passing fault. */
const TOKEN_FEATURE_UNAVAILABLE = [/no callback_uri is registered/i, /callback_uri doesn't match/i, /monthly quota/i];
/** Passwordless also needs the client's permission and a private client's secret. */
const PASSWORDLESS_FEATURE_UNAVAILABLE = [...TOKEN_FEATURE_UNAVAILABLE, /passwordless permissions error/i, /client secret is not provided/i];
const USER_NOT_FOUND = /user not found/i;
const INVALID_TOKEN = /invalid.*token/i;
const REDIRECT_URI_MISMATCH = /redirect_uri doesn't match/i;

export interface CallFailure {
  status: number;
  message: string;
}

export function passwordlessErrorMessage(failure: CallFailure): string {
  if (failure.status === 404 || USER_NOT_FOUND.test(failure.message)) return RECOVERY_MESSAGES.passwordlessUserNotFound;
  if (PASSWORDLESS_FEATURE_UNAVAILABLE.some((pattern) => pattern.test(failure.message))) return RECOVERY_MESSAGES.featureUnavailable;
  return RECOVERY_MESSAGES.generic;
}

/** Asking for a reset link: any 400 (a callback SLAS refuses, a client not set up) is "unavailable"; anything else generic. */
export function resetRequestErrorMessage(failure: CallFailure): string {
  if (failure.status === 400 || TOKEN_FEATURE_UNAVAILABLE.some((pattern) => pattern.test(failure.message))) return RECOVERY_MESSAGES.featureUnavailable;
  return RECOVERY_MESSAGES.generic;
}

/** Using a link's token (reset, passwordless, a social code): a refused token is "invalid"; anything else generic. */
export function tokenErrorMessage(failure: CallFailure): string {
  if (INVALID_TOKEN.test(failure.message) || failure.status === 400 || failure.status === 401) return RECOVERY_MESSAGES.invalidToken;
  return RECOVERY_MESSAGES.generic;
}

/** Starting a social login: an unregistered redirect URI is "unavailable"; anything else generic. */
export function socialErrorMessage(failure: CallFailure): string {
  return REDIRECT_URI_MISMATCH.test(failure.message) ? RECOVERY_MESSAGES.featureUnavailable : RECOVERY_MESSAGES.generic;
}
