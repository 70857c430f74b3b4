import { fieldErrors, type FieldErrors } from '../../account/schemas';
import type { AccountTokens } from '../account.server';
import {
  recoveryCall,
  recoveryLinkToken,
  type RecoveryAnswer,
  type RecoveryCalls,
  type RecoveryFlow,
  type recoverySchemasFor,
} from './recovery.server';

/**
 * The recovery forms' steps after the storefront has read the post (and refused a cross-site one): validate, ask the
 * storefront's limit, call SLAS, and say what happened in the storefront's words. The storefront answers the outcome
 * as JSON (the dialog) or as a page.
 */

/** A form that did not go through: its status, what was typed, the field and form messages. */
export interface RecoveryProblem<T> {
  status: number;
  values: Partial<Record<keyof T, string>>;
  errors: FieldErrors<T>;
  formError?: string;
  /** refused by a limit (429): the seconds for `Retry-After`, and the JSON `code` (`rate-limited`) */
  retryAfterS?: number;
  code?: string;
}
export type RecoveryFormOutcome<T> = { problem: RecoveryProblem<T> } | { sent: { email: string; message: string } };

/** The storefront's limit on mailed links for one e-mail: its refusal (429, the message, the wait), or undefined. */
export type RecoveryLimit = (
  email: string,
) => Promise<Pick<RecoveryProblem<never>, 'status' | 'formError' | 'retryAfterS' | 'code'> | undefined>;

/** What every recovery form needs: the SLAS calls, the answers' words, and the rules in the same words. */
export interface RecoveryForms {
  calls: RecoveryCalls;
  words: Readonly<Record<RecoveryAnswer, string>>;
  schemas: ReturnType<typeof recoverySchemasFor>;
}

/** One request for a mailed link: the typed e-mail, the shopper's address (forwarded to SLAS) and the limit. */
export interface LinkRequest {
  email: string;
  clientAddress: string;
  limit: RecoveryLimit;
}

type EmailForm = { email: string };

async function mailLink(
  { words }: RecoveryForms,
  schema: RecoveryForms['schemas']['resetRequest'],
  input: LinkRequest,
  flow: RecoveryFlow,
  send: (email: string) => Promise<void>,
  sentAnswer: RecoveryAnswer,
): Promise<RecoveryFormOutcome<EmailForm>> {
  const values = { email: input.email.trim() };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { problem: { status: 400, values, errors: fieldErrors(parsed.error) } };
  const email = parsed.data.email;
  const limited = await input.limit(email);
  if (limited) return { problem: { ...limited, values, errors: {} } };
  const sent = await recoveryCall(flow, () => send(email), input.clientAddress);
  if (!sent.ok) return { problem: { status: sent.status, values, errors: {}, formError: words[sent.answer] } };
  return { sent: { email, message: words[sentAnswer] } };
}

/** SLAS mails a reset link to `callbackUri`. The answer is the same whether or not an account exists. */
export const requestPasswordReset = (forms: RecoveryForms, input: LinkRequest & { callbackUri: string }) =>
  mailLink(
    forms,
    forms.schemas.resetRequest,
    input,
    'passwordReset',
    (email) => forms.calls.requestPasswordReset(email, input.callbackUri),
    'resetSent',
  );

/** SLAS mails a passwordless sign-in link to the landing `callbackUriFor(email)` names, keeping the shopper's usid. */
export const requestPasswordlessLink = (
  forms: RecoveryForms,
  input: LinkRequest & { callbackUriFor(email: string): string; usid?: string | undefined },
) =>
  mailLink(
    forms,
    forms.schemas.passwordless,
    input,
    'passwordless',
    (email) => forms.calls.requestPasswordless(email, input.callbackUriFor(email), input.usid),
    'passwordlessSent',
  );

/** Sets the new password of a reset link's account (`link` undefined: a missing or malformed link). */
export async function setNewPassword(
  { calls, words, schemas }: RecoveryForms,
  link: { token: string; email: string } | undefined,
  password: string,
): Promise<{ problem: RecoveryProblem<{ password: string }> } | { reset: { email: string } }> {
  if (!link) return { problem: { status: 400, values: {}, errors: {}, formError: words.invalidToken } };
  const parsed = schemas.newPassword.safeParse({ password });
  if (!parsed.success) return { problem: { status: 400, values: {}, errors: fieldErrors(parsed.error) } };
  const reset = await recoveryCall('newPassword', () =>
    calls.resetPassword(link.email, link.token, parsed.data.password),
  );
  if (!reset.ok) return { problem: { status: reset.status, values: {}, errors: {}, formError: words[reset.answer] } };
  return { reset: { email: link.email } };
}

/** A landing that could not sign the shopper in: the page shows this message. */
export interface LandingProblem {
  status: number;
  formError: string;
}

/** A passwordless link's token (as posted) becomes the customer's tokens, or the landing's problem. */
export async function spendPasswordlessToken(
  { calls, words }: Pick<RecoveryForms, 'calls' | 'words'>,
  posted: unknown,
): Promise<{ tokens: AccountTokens } | LandingProblem> {
  const token = recoveryLinkToken(posted);
  if (!token) return { status: 400, formError: words.invalidToken };
  const tokens = await recoveryCall('passwordlessToken', () => calls.passwordlessTokens(token));
  return tokens.ok ? { tokens: tokens.value } : { status: tokens.status, formError: words[tokens.answer] };
}

/** What the social login cookie carries from `/login/social/…` to the callback. */
export interface SocialLoginState {
  verifier: string;
  redirectUrl: string;
  redirectUri: string;
}

/** The social login cookie's state, or undefined when it is missing or malformed (`redirectUrl` still to be made safe). */
export function socialLoginStateOf(raw: string | undefined): SocialLoginState | undefined {
  if (!raw) return undefined;
  try {
    const state = JSON.parse(raw) as Partial<SocialLoginState>;
    if (typeof state.verifier !== 'string' || typeof state.redirectUri !== 'string') return undefined;
    return {
      verifier: state.verifier,
      redirectUri: state.redirectUri,
      redirectUrl: typeof state.redirectUrl === 'string' ? state.redirectUrl : '',
    };
  } catch {
    return undefined;
  }
}
