import { zodResolver } from '@hookform/resolvers/zod';
import {
  canJoinForFree,
  canSubmitWithoutRewards,
  emailStepSchemaFor,
  fieldErrors,
  formatPhone,
  loginSchemaFor,
  NAME_BLUR_PATTERN,
  readPrecheck,
  registrationSchemaFor,
  resetEmailSchemaFor,
  type PrecheckAnswer,
} from '@ridgeline/commerce';
import {
  EmailStepView,
  ForgotPasswordView,
  Modal,
  PasswordlessView,
  PasswordStepView,
  RegistrationView,
  type Bind,
  type FieldErrorsOf,
} from '@ridgeline/ui';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { urls } from '../../../platform/urls';
import { readBagCount } from '../../../platform/bagCount';
import { clearedFlashToastCookie } from '../../../platform/toasts/flashToast';
import { showToast } from '../../../platform/toasts/showToast';
import { ENGLISH_ACCOUNT_FORMS_MESSAGES, type AccountFormsMessages } from '../messages';
import { registrationDefaults, registrationPropsOf, socialLinksOf } from '../AccountForms';
import { MESSAGES_LOADING, useAccountMessages } from './fetchAccountMessages';

export type AuthView = 'email' | 'password' | 'registration' | 'forgot-password' | 'email-sent' | 'sign-in-options';
export type LoginType = 'password' | 'passwordless' | 'social';

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localeId: string;
  redirectUrl?: string | undefined;
  passwordless: boolean;
  social: boolean;
  /** Posts a form (urlencoded, `Accept: application/json`) and answers its JSON; tests and stories pass their own. */
  post?: (url: string, body: Record<string, string>) => Promise<{ status: number; json: Record<string, unknown> }>;
  /** After a successful sign-in: the page goes on (default: reload the page, so its personal parts read the new session). */
  onSignedIn?: (answer: { redirectUrl?: string }) => void;
  /** The view it opens on (stories). */
  initialView?: AuthView;
  initialEmail?: string;
  initialPrecheck?: PrecheckAnswer;
  /** The messages in the page's locale (`accountFormsMessagesOf`, fetched by `localizedAuthDialog`); en-US without them. */
  messages?: AccountFormsMessages | undefined;
}

/**
 * The sign-in dialog in the page's locale: en-US needs nothing more; another locale's messages come from
 * `/__ridgeline/account-messages` (formatted on the server, cached publicly), fetched when this chunk first renders, so
 * no page carries them and no page loads react-intl. The dialog opens once they are there; without an answer it
 * opens in English (and says so once).
 */
export function AuthDialog(props: AuthDialogProps) {
  const messages = useAccountMessages(props.localeId, props.messages);
  if (messages === MESSAGES_LOADING) return null;
  return <AuthDialogView {...props} messages={messages} />;
}

export async function postForm(url: string, body: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
    credentials: 'same-origin',
  });
  let json: Record<string, unknown>;
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: response.status, json };
}

const asStrings = (values: FieldValues): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') {
      if (value) out[key] = 'on';
    } else out[key] = String(value);
  }
  return out;
};

/** `register` of a form as the views' `bind`; the name fields add reading 2 of the name rule, checked on blur. */
/** The zod schema the server validates with, as react-hook-form's resolver. */
const resolverOf = (schema: unknown): Resolver<FieldValues> =>
  zodResolver(schema as never) as unknown as Resolver<FieldValues>;

function bindOf(form: UseFormReturn<FieldValues>, extra?: (name: string) => Record<string, unknown> | undefined): Bind {
  return (name) => ({ ...form.register(name, extra?.(name)) }) as ReturnType<Bind>;
}

const errorsOf = (form: UseFormReturn<FieldValues>): FieldErrorsOf =>
  Object.fromEntries(
    Object.entries(form.formState.errors).map(([key, error]) => [
      key,
      typeof error?.message === 'string' ? error.message : undefined,
    ]),
  );

/** Field messages from the server (`invalid_form` and schema failures), attached to the form's fields. */
function attachServerErrors(form: UseFormReturn<FieldValues>, errors: unknown) {
  if (!errors || typeof errors !== 'object') return;
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof message === 'string') form.setError(field, { type: 'server', message });
  }
}

/**
 * The sign-in dialog: e-mail step → precheck → password view (known customer) or registration (new customer); from
 * the password view, forgot password; with passwordless on, "Continue Securely" sends a link (the e-mail-sent view).
 * Every form is react-hook-form with the server's own zod schema; the posts go to the same endpoints as the pages.
 */
/** The dialog itself, in the messages it is given (en-US without them). */
export function AuthDialogView(props: AuthDialogProps) {
  const { open, onOpenChange, localeId, redirectUrl, passwordless, social } = props;
  const messages = props.messages ?? ENGLISH_ACCOUNT_FORMS_MESSAGES;
  const { feedback: M, forms: T } = messages;
  const post = props.post ?? postForm;
  const [view, setView] = useState<AuthView>(props.initialView ?? 'email');
  const [loginType, setLoginType] = useState<LoginType>('password');
  const [email, setEmail] = useState(props.initialEmail ?? '');
  const [precheck, setPrecheck] = useState<PrecheckAnswer | undefined>(props.initialPrecheck);
  const [formError, setFormError] = useState<string | undefined>();
  const [showPassword, setShowPassword] = useState(false);
  const [resetSent, setResetSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // the server's own schemas, with the messages in the page's locale
  const schemas = useMemo(
    () => ({ email: emailStepSchemaFor(M), login: loginSchemaFor(M), reset: resetEmailSchemaFor(M) }),
    [M],
  );
  const emailForm = useForm<FieldValues>({
    resolver: resolverOf(schemas.email),
    mode: 'onTouched',
    defaultValues: { email },
  });
  const loginForm = useForm<FieldValues>({
    resolver: resolverOf(schemas.login),
    mode: 'onTouched',
    defaultValues: { email, password: '', rememberMe: true, postalCode: '' },
  });
  const resetForm = useForm<FieldValues>({
    resolver: resolverOf(schemas.reset),
    mode: 'onTouched',
    defaultValues: { email },
  });
  const registrationSchema = useMemo(
    () =>
      precheck
        ? registrationSchemaFor({
            localeId,
            settings: precheck.registerFormSettings,
            constraints: precheck.passwordConstraints,
            messages,
          })
        : undefined,
    [precheck, localeId, messages],
  );
  const registrationForm = useForm<FieldValues>({
    resolver: registrationSchema ? resolverOf(registrationSchema) : undefined,
    mode: 'onTouched',
    defaultValues: registrationDefaults(email, precheck),
  });

  const goToEmailStep = () => {
    setFormError(undefined);
    setView('email');
    setLoginType('password');
    emailForm.reset({ email });
  };

  const onOpen = (next: boolean) => {
    if (next) {
      // opening always starts as a password login
      setLoginType('password');
    }
    onOpenChange(next);
  };

  const submitEmail = emailForm.handleSubmit(async (values) => {
    setFormError(undefined);
    const typed = String(values.email).trim();
    setEmail(typed);
    const { json } = await post(urls.loginPrecheck(), { email: typed, localeId });
    const answer = readPrecheck(json);
    setPrecheck(answer);
    loginForm.reset({ email: typed, password: '', rememberMe: true, postalCode: '' });
    if (answer.registrationStep === 'register') {
      registrationForm.reset(registrationDefaults(typed, answer));
      setView('registration');
    } else setView(passwordless ? 'sign-in-options' : 'password');
  });

  const signedIn = (json: Record<string, unknown>) => {
    loginForm.reset({ email: '', password: '', rememberMe: true, postalCode: '' });
    onOpenChange(false);
    const target = typeof json.redirectUrl === 'string' ? json.redirectUrl : undefined;
    // the page that follows shows the welcome from the flash cookie; a dialog that stays shows it now
    if (props.onSignedIn) return props.onSignedIn({ ...(target ? { redirectUrl: target } : {}) });
    const toast = json.toast as { title?: string; description?: string } | undefined;
    if (toast?.title)
      showToast({
        title: toast.title,
        ...(toast.description ? { description: toast.description } : {}),
        status: 'success',
      });
    document.cookie = clearedFlashToastCookie(window.location.protocol === 'https:');
    readBagCount();
  };

  const submitLogin = loginForm.handleSubmit(async (values) => {
    setFormError(undefined);
    const body = asStrings({ ...values, ...(redirectUrl ? { redirectUrl } : {}) });
    const { json } = await post(urls.loginSubmit(), { ...body, localeId });
    if (json.ok === true) return signedIn(json);
    attachServerErrors(loginForm, json.errors);
    setFormError(typeof json.formError === 'string' ? json.formError : M.loginFailed);
  });

  const submitRegistration = async (isLoyaltyFormSubmit: boolean) => {
    setFormError(undefined);
    const values = registrationForm.getValues();
    const body = asStrings({
      ...values,
      isLoyaltyFormSubmit: String(isLoyaltyFormSubmit),
      localeId,
      ...(redirectUrl ? { redirectUrl } : {}),
    });
    const { json } = await post(urls.registrationSubmit(), body);
    if (json.ok === true) return signedIn(json);
    attachServerErrors(registrationForm, json.errors);
    if (json.formError === M.signUpFailed) showToast({ title: M.signUpFailed, status: 'error' });
    setFormError(M.loginFailed);
  };

  const submitReset = resetForm.handleSubmit(async (values) => {
    setFormError(undefined);
    const { json } = await post(urls.resetPasswordRequest(), { email: String(values.email).trim() });
    if (json.ok === true) setResetSent(typeof json.message === 'string' ? json.message : T.resetSent);
    else {
      attachServerErrors(resetForm, json.errors);
      setFormError(typeof json.formError === 'string' ? json.formError : M.genericError);
    }
  });

  const sendPasswordless = async () => {
    setFormError(undefined);
    setLoginType('passwordless');
    setBusy(true);
    try {
      const currentPath = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
      const { json } = await post(urls.passwordlessLogin(), { email, redirectUrl: redirectUrl ?? currentPath });
      if (json.ok === true) setView('email-sent');
      else setFormError(typeof json.formError === 'string' ? json.formError : M.genericError);
    } finally {
      setBusy(false);
    }
  };

  const registrationErrors = errorsOf(registrationForm);
  // the buttons follow the values as typed (every change re-renders), checked with the server's schema
  const registrationValues = registrationForm.watch();
  const liveErrors = liveErrorsOf(registrationSchema, registrationValues);
  const password = String(registrationForm.watch('password') ?? '');
  const phoneField = registrationForm.register('phone');
  const registrationBind: Bind = (name) => {
    if (name === 'phone' && precheck?.registerFormSettings.isFormatPhoneNumber !== false) {
      return {
        ...phoneField,
        onChange: (event: { target: unknown }) => {
          const target = event.target as HTMLInputElement;
          target.value = formatPhone(target.value);
          return phoneField.onChange(event as never);
        },
      } as ReturnType<Bind>;
    }
    return bindOf(registrationForm, (field) =>
      field === 'firstName' || field === 'lastName'
        ? {
            onBlur: () => {
              const value = String(registrationForm.getValues(field) ?? '').trim();
              if (value && !NAME_BLUR_PATTERN.test(value))
                registrationForm.setError(field, {
                  type: 'blur',
                  message: field === 'firstName' ? M.firstNameInvalid : M.lastNameInvalid,
                });
            },
          }
        : undefined,
    )(name);
  };

  const emailValue = String(emailForm.watch('email') ?? '');
  const loginPassword = String(loginForm.watch('password') ?? '');
  const title = view === 'registration' ? T.createAccount : view === 'forgot-password' ? T.resetPassword : T.signIn;

  return (
    <Modal open={open} onOpenChange={onOpen} title={title} closeLabel={T.close}>
      <div data-auth-dialog="" data-login-type={loginType}>
        {view === 'email' ? (
          <EmailStepView
            text={T}
            form={{ onSubmit: submitEmail, noValidate: true }}
            bind={bindOf(emailForm)}
            errors={errorsOf(emailForm)}
            formError={formError}
            submitDisabled={
              !emailValue.trim() ||
              emailForm.formState.isSubmitting ||
              Object.keys(emailForm.formState.errors).length > 0
            }
            socialLinks={social ? socialLinksOf(redirectUrl) : undefined}
          />
        ) : null}
        {view === 'sign-in-options' || view === 'email-sent' ? (
          <PasswordlessView
            text={T}
            email={email}
            sent={view === 'email-sent'}
            onSend={sendPasswordless}
            onPassword={() => setView('password')}
            onBack={goToEmailStep}
            busy={busy}
            formError={formError}
          />
        ) : null}
        {view === 'password' ? (
          <PasswordStepView
            text={T}
            form={{ onSubmit: submitLogin, noValidate: true }}
            bind={bindOf(loginForm)}
            errors={errorsOf(loginForm)}
            formError={formError}
            email={email}
            submitDisabled={
              !loginPassword ||
              !email ||
              loginForm.formState.isSubmitting ||
              Object.keys(loginForm.formState.errors).some((key) => key !== 'root')
            }
            showPassword={showPassword}
            onTogglePassword={() => setShowPassword((shown) => !shown)}
            onBack={passwordless ? () => setView('sign-in-options') : goToEmailStep}
            onForgotPassword={() => {
              resetForm.reset({ email });
              setResetSent(undefined);
              setFormError(undefined);
              setView('forgot-password');
            }}
            backHref=""
            forgotHref=""
            passwordless={passwordless}
            askPostalCode={precheck?.updatePostalCode ?? false}
          />
        ) : null}
        {view === 'registration' && precheck ? (
          <RegistrationView
            {...registrationPropsOf(precheck, password, messages)}
            form={{
              noValidate: true,
              onSubmit: (event) => {
                event.preventDefault();
                const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                void submitRegistration(submitter?.value === 'true');
              },
            }}
            bind={registrationBind}
            errors={registrationErrors}
            formError={formError}
            email={email}
            joinDisabled={
              !canJoinForFree(liveErrors) ||
              !canJoinForFree(registrationErrors) ||
              registrationForm.formState.isSubmitting
            }
            withoutRewardsDisabled={
              !canSubmitWithoutRewards(liveErrors) ||
              !canSubmitWithoutRewards(registrationErrors) ||
              registrationForm.formState.isSubmitting
            }
            onBack={goToEmailStep}
            backHref=""
            headingInTitle
          />
        ) : null}
        {view === 'forgot-password' ? (
          <ForgotPasswordView
            text={T}
            form={{ onSubmit: submitReset, noValidate: true }}
            bind={bindOf(resetForm)}
            errors={errorsOf(resetForm)}
            formError={formError}
            sent={resetSent}
            onBack={() => setView(passwordless ? 'sign-in-options' : 'password')}
            submitDisabled={resetForm.formState.isSubmitting}
          />
        ) : null}
      </div>
    </Modal>
  );
}

/** The schema's messages for the current values (none before the precheck has answered). */
function liveErrorsOf(
  schema: ReturnType<typeof registrationSchemaFor> | undefined,
  values: FieldValues,
): Record<string, string> {
  if (!schema) return { form: 'unknown' };
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : (fieldErrors(parsed.error) as Record<string, string>);
}
