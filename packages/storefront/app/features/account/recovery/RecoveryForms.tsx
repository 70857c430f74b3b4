import { Button, Link, Notice, Stack, Text, TextField, theme } from '@ridgeline/ui';
import { urls } from '../../../platform/urls';
import { useRecoveryMessages } from './messages';

/** The message of a whole form or landing (an alert, so screen readers hear it at once). */
export function RecoveryAlert({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'success';
}) {
  const messages = useRecoveryMessages();
  if (!message) return null;
  return (
    <Notice
      tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-form-error={tone === 'error' ? '' : undefined}
      data-form-notice={tone === 'success' ? '' : undefined}
    >
      <Text>{messages.inLocale(message)}</Text>
    </Notice>
  );
}

export interface ResetRequestViewProps {
  /** where the form posts (`/reset-password` under the page's locale) */
  action: string;
  email?: string | undefined;
  emailError?: string | undefined;
  formError?: string | undefined;
  /** the confirmation once the request went through */
  sent?: string | undefined;
  /** the page's locale (its sign-in link) */
  localeId?: string | undefined;
}

/** The forgot-password form: one e-mail field, a plain POST (works without JavaScript). */
export function ResetRequestView({ action, email, emailError, formError, sent, localeId }: ResetRequestViewProps) {
  const { page, inLocale } = useRecoveryMessages();
  if (sent) {
    return (
      <>
        <RecoveryAlert tone="success" message={sent} />
        <Link href={urls.login(localeId)}>{page.backToSignIn}</Link>
      </>
    );
  }
  return (
    <Stack as="form" gap={4} method="post" action={action} noValidate data-reset-request-form="">
      <RecoveryAlert message={formError} />
      <Text>{page.intro}</Text>
      <TextField
        label={page.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email ?? ''}
        error={emailError ? inLocale(emailError) : undefined}
      />
      <Button type="submit">{page.submit}</Button>
      <Link href={urls.login(localeId)}>{page.backToSignIn}</Link>
    </Stack>
  );
}

export interface NewPasswordViewProps {
  token: string;
  email: string;
  passwordError?: string | undefined;
  formError?: string | undefined;
}

/** The reset landing's form: the new password for the account the link names, the registration rules as a checklist. */
export function NewPasswordView({ token, email, passwordError, formError }: NewPasswordViewProps) {
  const { page, inLocale, intl, chooseFor } = useRecoveryMessages();
  const rules = [page.rule8, page.ruleUpper, page.ruleLower, page.ruleNumber];
  return (
    // the link stays in the form's address: the page shown after the post is read from it again
    <Stack
      as="form"
      gap={4}
      method="post"
      action={urls.resetPasswordLanding({ token, email })}
      noValidate
      data-new-password-form=""
    >
      <RecoveryAlert message={formError} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="email" value={email} />
      <Text>{intl.formatMessage(chooseFor, { email, strong: (chunks) => <strong>{chunks}</strong> })}</Text>
      <TextField
        label={page.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={passwordError ? inLocale(passwordError) : undefined}
      />
      <ul aria-label={page.requirements} css={{ margin: 0, paddingLeft: theme.space[5] }}>
        {rules.map((rule) => (
          <li key={rule}>
            <Text>{rule}</Text>
          </li>
        ))}
      </ul>
      <Button type="submit">{page.submit}</Button>
    </Stack>
  );
}

export interface PasswordlessConfirmViewProps {
  token: string;
  redirectUrl: string;
  /** the account's e-mail, when the link carries it signed */
  email?: string | undefined;
  /** the page's locale (where the form posts) */
  localeId: string;
}

/**
 * A passwordless link's landing: whose account it signs in to, and Sign In (a plain same-site POST that spends the
 * token). Nothing is signed in before that click: a link someone else sends you must not make you them.
 */
export function PasswordlessConfirmView({ token, redirectUrl, email, localeId }: PasswordlessConfirmViewProps) {
  const { page, intl, signInAs } = useRecoveryMessages();
  return (
    <Stack
      as="form"
      gap={4}
      method="post"
      action={urls.passwordlessLandingIn(localeId, new URLSearchParams())}
      data-passwordless-confirm-form=""
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <Text data-passwordless-account="">
        {email
          ? intl.formatMessage(signInAs, { email, strong: (chunks) => <strong>{chunks}</strong> })
          : page.signInAsLinkAccount}
      </Text>
      <Text>{page.onlyIfAsked}</Text>
      <Button type="submit">{page.signIn}</Button>
      <Link href={urls.login(localeId)}>{page.backToSignIn}</Link>
    </Stack>
  );
}

/** A landing that could not sign the shopper in: the message and the ways on. */
export function LandingProblemView({ message, retry }: { message: string; retry: { href: string; label: string } }) {
  return (
    <>
      <RecoveryAlert message={message} />
      <Link href={retry.href}>{retry.label}</Link>
    </>
  );
}
