import type { ReactNode } from 'react';
import { Button, Checkbox, Heading, Link, Text, TextField, theme } from '@ridgeline/ui';
import { urls } from '../lib/urls';
import type { FormProblem } from './actions.server';
import { REMEMBER_ME_LABEL } from './messages';
import type { LoginForm, RegistrationForm } from './schemas';

/** The page frame of the account forms: one narrow column. */
export function AccountPage({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={titleId}
      css={{ maxWidth: 440, margin: '0 auto', padding: `${theme.space[12]} ${theme.space[4]}`, display: 'flex', flexDirection: 'column', gap: theme.space[4] }}
    >
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

const formCss = { display: 'flex', flexDirection: 'column', gap: theme.space[4] } as const;

function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" data-form-error="" css={{ padding: theme.space[3], border: `1px solid ${theme.colors.status.error.base}`, background: theme.colors.status.error.subtle, borderRadius: 4 }}>
      <Text>{message}</Text>
    </div>
  );
}

/** The sign-in form: a plain POST to `/login` (works without JavaScript). */
export function LoginFormView({ problem, redirectUrl }: { problem?: FormProblem<LoginForm> | undefined; redirectUrl?: string | undefined }) {
  const values = problem?.values ?? {};
  return (
    <form method="post" action={urls.login(undefined, redirectUrl)} noValidate css={formCss} data-login-form="">
      <FormError message={problem?.formError} />
      {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={String(values.email ?? '')} error={problem?.errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={problem?.errors.password} />
      <Checkbox label={REMEMBER_ME_LABEL} name="rememberMe" defaultChecked={values.rememberMe !== false} />
      <Button type="submit">Sign In</Button>
      <Text>
        New here? <Link href={urls.registration(undefined, redirectUrl)}>Create an account</Link>
      </Text>
    </form>
  );
}

/** The registration form: a plain POST to `/registration`. */
export function RegistrationFormView({ problem, redirectUrl }: { problem?: FormProblem<RegistrationForm> | undefined; redirectUrl?: string | undefined }) {
  const values = problem?.values ?? {};
  const value = (name: keyof RegistrationForm) => String(values[name] ?? '');
  return (
    <form method="post" action={urls.registration(undefined, redirectUrl)} noValidate css={formCss} data-registration-form="">
      <FormError message={problem?.formError} />
      {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
      <TextField label="First Name" name="firstName" autoComplete="given-name" required defaultValue={value('firstName')} error={problem?.errors.firstName} />
      <TextField label="Last Name" name="lastName" autoComplete="family-name" required defaultValue={value('lastName')} error={problem?.errors.lastName} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={value('email')} error={problem?.errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={problem?.errors.password}
      />
      <Button type="submit">Create Account</Button>
      <Text>
        Already have an account? <Link href={urls.login(undefined, redirectUrl)}>Sign in</Link>
      </Text>
    </form>
  );
}

/** The signed-in view of `/login`: the greeting and the sign-out form. */
export function SignedInView({ firstName }: { firstName?: string | undefined }) {
  return (
    <>
      <Text data-greeting="">{firstName ? `Hello, ${firstName}` : 'Hello'}</Text>
      <form method="post" action={urls.logout()}>
        <Button type="submit" variant="outline">
          Log out
        </Button>
      </form>
      <Link href={urls.home()}>Continue shopping</Link>
    </>
  );
}
