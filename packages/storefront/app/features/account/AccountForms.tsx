import type { ReactNode } from 'react';
import { Button, Container, Heading, Link, Text } from '@ridgeline/ui';
import { urls } from '../../platform/urls';
import type { FormProblem } from './actions.server';
import { EmailStepView, PasswordStepView, registrationDefaults, RegistrationView, type Bind } from './dialog/views';
import type { PrecheckAnswer } from './precheck';
import { fillMessage } from '../../platform/i18n/defineMessages';
import { ENGLISH_ACCOUNT_FORMS_MESSAGES, type AccountFormsMessages } from './messages';
import type { LoginForm, RegistrationForm } from './schemas';

/** The page frame of the account forms: one narrow column. */
export function AccountPage({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Container as="section" width="xs" paddingBlock={12} gap={4} aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      {children}
    </Container>
  );
}

/** A server form's `bind`: each field's name and its posted value (checkboxes: their state). */
export function serverBind(
  values: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, string | boolean>> = {},
): Bind {
  return (name) => {
    const value = values[name] ?? defaults[name];
    if (typeof value === 'boolean')
      return { name, defaultChecked: value, ...(name === 'agreeToTerms' ? { defaultValue: String(value) } : {}) };
    return { name, defaultValue: value === undefined ? '' : String(value) };
  };
}

const hiddenFields = (fields: Record<string, string | undefined>) => (
  <>
    {Object.entries(fields).map(([name, value]) =>
      value ? <input key={name} type="hidden" name={name} value={value} /> : null,
    )}
  </>
);

/** `/login` step 1: the e-mail, posted to the precheck (which answers with the next page). */
export function LoginEmailStep({
  localeId,
  redirectUrl,
  email,
  error,
  social,
  messages,
}: {
  localeId: string;
  redirectUrl?: string | undefined;
  email?: string;
  error?: string | undefined;
  social?: boolean;
  messages?: AccountFormsMessages | undefined;
}) {
  return (
    <EmailStepView
      messages={messages}
      form={{ method: 'post', action: urls.loginPrecheck(), noValidate: true }}
      bind={serverBind({ email: email ?? '' })}
      errors={{ email: error }}
      social={social ?? false}
      redirectUrl={redirectUrl}
      hidden={hiddenFields({ localeId, redirectUrl })}
    />
  );
}

/** The sign-in form: a plain POST to `/login` (works without JavaScript): the password view of the dialog. */
export function LoginFormView({
  problem,
  redirectUrl,
  email,
  localeId,
  messages,
}: {
  problem?: FormProblem<LoginForm> | undefined;
  redirectUrl?: string | undefined;
  email?: string | undefined;
  localeId?: string | undefined;
  messages?: AccountFormsMessages | undefined;
}) {
  const values = { email: email ?? '', rememberMe: true, ...(problem?.values ?? {}) };
  const backHref = urls.loginStep(localeId, { redirectUrl });
  return (
    <PasswordStepView
      messages={messages}
      form={{ method: 'post', action: urls.login(localeId, redirectUrl), noValidate: true }}
      bind={serverBind(values)}
      errors={problem?.errors ?? {}}
      formError={problem?.formError}
      email={String(values.email ?? '')}
      backHref={backHref}
      forgotHref="/reset-password"
      hidden={hiddenFields({ redirectUrl })}
    />
  );
}

/** The registration form: a plain POST to `/registration`, the same view as the dialog's step 2. */
export function RegistrationFormView({
  problem,
  redirectUrl,
  email,
  precheck,
  localeId,
  emailField = false,
  messages,
}: {
  problem?: FormProblem<RegistrationForm> | undefined;
  redirectUrl?: string | undefined;
  email?: string | undefined;
  precheck: PrecheckAnswer;
  localeId: string;
  /** no e-mail step came before (the page opened directly): the e-mail is a field of the form */
  emailField?: boolean;
  messages?: AccountFormsMessages | undefined;
}) {
  const values: Record<string, unknown> = {
    ...registrationDefaults(email ?? '', precheck),
    ...(problem?.values ?? {}),
  };
  return (
    <RegistrationView
      messages={messages}
      form={{ method: 'post', action: urls.registration(localeId, redirectUrl), noValidate: true }}
      bind={(name) =>
        name === 'email' ? { name, defaultValue: String(values.email ?? '') } : serverBind(values)(name)
      }
      errors={problem?.errors ?? {}}
      formError={problem?.formError}
      email={String(values.email ?? '')}
      settings={precheck.registerFormSettings}
      constraints={precheck.passwordConstraints}
      banner={precheck.loyaltyJoinBanner}
      password=""
      backHref={urls.loginStep(localeId, { redirectUrl })}
      hidden={hiddenFields({ redirectUrl, localeId })}
      headingInTitle
      emailField={emailField}
    />
  );
}

/** The signed-in view of `/login`: the greeting and the sign-out form. */
export function SignedInView({
  firstName,
  localeId,
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
}: {
  firstName?: string | undefined;
  localeId?: string | undefined;
  messages?: AccountFormsMessages | undefined;
}) {
  const T = messages.forms;
  return (
    <>
      <Text data-greeting="">{firstName ? fillMessage(T.helloName, { name: firstName }) : T.hello}</Text>
      <form method="post" action={urls.logout()}>
        <Button type="submit" variant="outline">
          {T.logOut}
        </Button>
      </form>
      <Link href={urls.home(localeId)}>{T.continueShopping}</Link>
    </>
  );
}
