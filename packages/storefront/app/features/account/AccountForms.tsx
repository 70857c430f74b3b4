import {
  registrationDefaults,
  registrationViewOf,
  type FormProblem,
  type LoginForm,
  type PrecheckAnswer,
  type RegistrationForm,
} from '@ridgeline/commerce';
import {
  AuthFormPage,
  EmailStepView,
  HiddenFields,
  PasswordStepView,
  RegistrationView,
  SignedInView as SignedIn,
  serverBind,
} from '@ridgeline/ui';
import { urls } from '../../platform/urls';
import { fillMessage } from '../../platform/i18n/defineMessages';
import { ENGLISH_ACCOUNT_FORMS_MESSAGES, type AccountFormsMessages } from './messages';

/**
 * The sign-in views of the `/login` and `/registration` pages (plain server forms) and what they share with the
 * dialog: the ui views (`@ridgeline/ui` AuthForms) with the storefront's words and addresses.
 */

/** The page frame of the account forms: one narrow column. */
export const AccountPage = AuthFormPage;

/** The site's terms pages the registration form links. */
export const TERMS_LINKS = {
  termsOfUse: '/terms-of-use.html',
  privacyPolicy: '/privacy-policy',
  rewardsTerms: '/greater-rewards-terms-and-conditions',
};

/** The social sign-in buttons' addresses (back to `redirectUrl` afterwards). */
export const socialLinksOf = (redirectUrl: string | undefined) => ({
  apple: urls.socialLogin('apple', redirectUrl),
  google: urls.socialLogin('google', redirectUrl),
});

/** The registration view's props that follow the site (the precheck) and the password as typed, in the messages given. */
export const registrationPropsOf = (precheck: PrecheckAnswer, password: string, messages: AccountFormsMessages) =>
  registrationViewOf(precheck, password, messages, TERMS_LINKS);

/** `/login` step 1: the e-mail, posted to the precheck (which answers with the next page). */
export function LoginEmailStep(props: {
  localeId: string;
  redirectUrl?: string | undefined;
  email?: string;
  error?: string | undefined;
  social?: boolean;
  messages?: AccountFormsMessages | undefined;
}) {
  const { localeId, redirectUrl } = props;
  return (
    <EmailStepView
      text={(props.messages ?? ENGLISH_ACCOUNT_FORMS_MESSAGES).forms}
      form={{ method: 'post', action: urls.loginPrecheck(), noValidate: true }}
      bind={serverBind({ email: props.email ?? '' })}
      errors={{ email: props.error }}
      socialLinks={props.social ? socialLinksOf(redirectUrl) : undefined}
      hidden={<HiddenFields fields={{ localeId, redirectUrl }} />}
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
  return (
    <PasswordStepView
      text={(messages ?? ENGLISH_ACCOUNT_FORMS_MESSAGES).forms}
      form={{ method: 'post', action: urls.login(localeId, redirectUrl), noValidate: true }}
      bind={serverBind(values)}
      errors={problem?.errors ?? {}}
      formError={problem?.formError}
      email={String(values.email ?? '')}
      backHref={urls.loginStep(localeId, { redirectUrl })}
      forgotHref="/reset-password"
      hidden={<HiddenFields fields={{ redirectUrl }} />}
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
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
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
      {...registrationPropsOf(precheck, '', messages)}
      form={{ method: 'post', action: urls.registration(localeId, redirectUrl), noValidate: true }}
      bind={(name) =>
        name === 'email' ? { name, defaultValue: String(values.email ?? '') } : serverBind(values)(name)
      }
      errors={problem?.errors ?? {}}
      formError={problem?.formError}
      email={String(values.email ?? '')}
      backHref={urls.loginStep(localeId, { redirectUrl })}
      hidden={<HiddenFields fields={{ redirectUrl, localeId }} />}
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
    <SignedIn
      greeting={firstName ? fillMessage(T.helloName, { name: firstName }) : T.hello}
      logoutAction={urls.logout()}
      logOut={T.logOut}
      continueHref={urls.home(localeId)}
      continueShopping={T.continueShopping}
    />
  );
}
