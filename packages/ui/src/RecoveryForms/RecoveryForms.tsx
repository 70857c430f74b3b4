import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Notice } from '../Notice/Notice';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { theme } from '../theme/theme';

/** The recovery pages' words (password reset, a passwordless link's landing), already in the page's locale. */
export interface RecoveryFormsText {
  intro: string;
  email: string;
  submit: string;
  backToSignIn: string;
  newPassword: string;
  requirements: string;
  /** the password checklist's lines, in order */
  rules: readonly string[];
  signIn: string;
  onlyIfAsked: string;
}

/** The message of a whole form or landing (an alert, so screen readers hear it at once; a success is a status). */
export function RecoveryNotice({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <Notice
      tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-form-error={tone === 'error' ? '' : undefined}
      data-form-notice={tone === 'success' ? '' : undefined}
    >
      <Text>{message}</Text>
    </Notice>
  );
}

/** A confirmation (the link was sent) and the way back to sign-in. */
export function RecoverySent({
  message,
  loginHref,
  text,
}: {
  message: string;
  loginHref: string;
  text: Pick<RecoveryFormsText, 'backToSignIn'>;
}) {
  return (
    <>
      <RecoveryNotice tone="success" message={message} />
      <Link href={loginHref}>{text.backToSignIn}</Link>
    </>
  );
}

export interface ResetRequestFormProps {
  /** where the form posts (`/reset-password` under the page's locale) */
  action: string;
  /** the sign-in page of the page's locale */
  loginHref: string;
  email?: string | undefined;
  emailError?: string | undefined;
  formError?: string | undefined;
  /** the confirmation once the request went through */
  sent?: string | undefined;
  text: RecoveryFormsText;
}

/** The forgot-password form: one e-mail field, a plain POST (works without JavaScript). */
export function ResetRequestForm({
  action,
  loginHref,
  email,
  emailError,
  formError,
  sent,
  text,
}: ResetRequestFormProps) {
  if (sent) return <RecoverySent message={sent} loginHref={loginHref} text={text} />;
  return (
    <Stack as="form" gap={4} method="post" action={action} noValidate data-reset-request-form="">
      <RecoveryNotice message={formError} />
      <Text>{text.intro}</Text>
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email ?? ''}
        error={emailError}
      />
      <Button type="submit">{text.submit}</Button>
      <Link href={loginHref}>{text.backToSignIn}</Link>
    </Stack>
  );
}

export interface NewPasswordFormProps {
  /** where the form posts: the link's landing, token and e-mail in its address (the page after the post reads them) */
  action: string;
  token: string;
  email: string;
  /** "Choose a new password for <strong>{email}</strong>." */
  intro: ReactNode;
  passwordError?: string | undefined;
  formError?: string | undefined;
  text: RecoveryFormsText;
}

/** The reset landing's form: the new password for the account the link names, the registration rules as a checklist. */
export function NewPasswordForm({ action, token, email, intro, passwordError, formError, text }: NewPasswordFormProps) {
  return (
    <Stack as="form" gap={4} method="post" action={action} noValidate data-new-password-form="">
      <RecoveryNotice message={formError} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="email" value={email} />
      <Text>{intro}</Text>
      <TextField
        label={text.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={passwordError}
      />
      <ul aria-label={text.requirements} css={{ margin: 0, paddingLeft: theme.space[5] }}>
        {text.rules.map((rule) => (
          <li key={rule}>
            <Text>{rule}</Text>
          </li>
        ))}
      </ul>
      <Button type="submit">{text.submit}</Button>
    </Stack>
  );
}

export interface PasswordlessConfirmFormProps {
  /** where the form posts (the landing under the page's locale, no query) */
  action: string;
  loginHref: string;
  token: string;
  redirectUrl: string;
  /** whose account: "Sign in as <strong>{email}</strong>?" or "the account this link was sent to" */
  account: ReactNode;
  text: RecoveryFormsText;
}

/**
 * A passwordless link's landing: whose account it signs in to, and Sign In (a plain same-site POST that spends the
 * token). Nothing is signed in before that click: a link someone else sends you must not make you them.
 */
export function PasswordlessConfirmForm({
  action,
  loginHref,
  token,
  redirectUrl,
  account,
  text,
}: PasswordlessConfirmFormProps) {
  return (
    <Stack as="form" gap={4} method="post" action={action} data-passwordless-confirm-form="">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <Text data-passwordless-account="">{account}</Text>
      <Text>{text.onlyIfAsked}</Text>
      <Button type="submit">{text.signIn}</Button>
      <Link href={loginHref}>{text.backToSignIn}</Link>
    </Stack>
  );
}

/** A landing that could not go on: the message and the way on (a new link, or sign-in). */
export function RecoveryProblem({
  message,
  retryHref,
  retryLabel,
}: {
  message: string;
  retryHref: string;
  retryLabel: string;
}) {
  return (
    <>
      <RecoveryNotice message={message} />
      <Link href={retryHref}>{retryLabel}</Link>
    </>
  );
}
