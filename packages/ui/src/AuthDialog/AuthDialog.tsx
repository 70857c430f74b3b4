import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import {
  EmailStepView,
  ForgotPasswordView,
  PasswordlessView,
  PasswordStepView,
  RegistrationView,
  type AuthFormsText,
  type Bind,
  type FieldErrorsOf,
  type RegistrationViewProps,
  type SocialLoginLinks,
} from '../AuthForms/AuthForms';
import { Modal } from '../Modal/Modal';

export type AuthView = 'email' | 'password' | 'registration' | 'forgot-password' | 'email-sent' | 'sign-in-options';
export type AuthLoginType = 'password' | 'passwordless' | 'social';

/** What the dialog reads of the precheck's answer; the caller's whole answer goes back to its `rules`. */
export interface AuthDialogPrecheck {
  registrationStep: 'login' | 'register';
  updatePostalCode: boolean;
  registerFormSettings: { isFormatPhoneNumber: boolean };
}

/** The registration form of one site: the resolver, and the messages of values as typed (the buttons follow them). */
export interface AuthRegistrationRules {
  resolver: Resolver<FieldValues>;
  errorsOf(values: FieldValues): Readonly<Record<string, string | undefined>>;
}

/** The rules the dialog validates with (the server's own, in the page's words) and what follows from a precheck. */
export interface AuthDialogRules<P extends AuthDialogPrecheck> {
  emailResolver: Resolver<FieldValues>;
  loginResolver: Resolver<FieldValues>;
  resetResolver: Resolver<FieldValues>;
  registration(precheck: P): AuthRegistrationRules;
  /** The precheck endpoint's JSON, read defensively. */
  readPrecheck(json: unknown): P;
  registrationDefaults(email: string, precheck: P | undefined): Record<string, string | boolean>;
  /** The registration view's props that follow the site and the password as typed. */
  registrationView(
    precheck: P,
    password: string,
  ): Pick<RegistrationViewProps, 'options' | 'banner' | 'checklist' | 'genderOptions' | 'termsLinks'>;
  /** The phone helper as the shopper types (when the site formats phone numbers). */
  formatPhone(value: string): string;
  /** Reading 2 of the name rule, checked when a name field loses focus. */
  nameValidOnBlur(value: string): boolean;
  /** "Join For Free" with these messages; "Create Account Without Rewards" with these. */
  canJoinForFree(errors: Readonly<Record<string, unknown>>): boolean;
  canSubmitWithoutRewards(errors: Readonly<Record<string, unknown>>): boolean;
}

export interface AuthDialogText {
  forms: AuthFormsText & { close: string; resetSent: string };
  feedback: {
    loginFailed: string;
    signUpFailed: string;
    genericError: string;
    firstNameInvalid: string;
    lastNameInvalid: string;
  };
}

/** The form posts' addresses (each answers JSON when asked with `Accept: application/json`). */
export interface AuthDialogEndpoints {
  precheck: string;
  login: string;
  registration: string;
  resetPassword: string;
  passwordless: string;
}

export type AuthPost = (
  url: string,
  body: Record<string, string>,
) => Promise<{ status: number; json: Record<string, unknown> }>;

/** The dialog's default `post`: the form urlencoded, same-origin, `Accept: application/json`; an unreadable answer is `{}`. */
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

export interface AuthDialogProps<P extends AuthDialogPrecheck> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Posted with the e-mail step, the login and the registration (the server answers in its words). */
  localeId: string;
  redirectUrl?: string | undefined;
  passwordless: boolean;
  socialLinks?: SocialLoginLinks | undefined;
  endpoints: AuthDialogEndpoints;
  /** Posts a form (urlencoded) and answers its JSON; `postForm` (fetch) without one (tests and stories pass their own). */
  post?: AuthPost | undefined;
  rules: AuthDialogRules<P>;
  text: AuthDialogText;
  /** After a successful sign-in (the dialog has closed): the server's JSON answer. */
  onSignedIn: (json: Record<string, unknown>) => void;
  /** A refused sign-up (the server's `formError` is the sign-up message): the page's toast. */
  onSignUpFailed?: () => void;
  /** The view it opens on (stories). */
  initialView?: AuthView;
  initialEmail?: string;
  initialPrecheck?: P;
}

/** Form values as posted: strings; a checked box "on", an unchecked one left out. */
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

/** `register` of a form as the views' `bind` (`extra`: a field's own options). */
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

const NO_PRECHECK: Readonly<Record<string, string>> = { form: 'unknown' };

/**
 * Focuses the form's first field with an error, in the form's order (react-hook-form's own focus follows the order
 * the fields were registered in, and the phone field registers first).
 */
function focusFirstInvalid(formElement: HTMLFormElement, form: UseFormReturn<FieldValues>) {
  const { errors } = form.formState;
  const first = Array.from(formElement.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement &&
      (element as HTMLInputElement).type !== 'hidden' &&
      Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}

/**
 * Where focus goes when the dialog shows another view (the control that was pressed is gone with the old one): the
 * new view's first field; without one, its first action that leads on (not a way back); else its first control.
 */
function firstControlOf(root: HTMLElement): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled]):not([readonly]), select, textarea',
    ) ??
    root.querySelector<HTMLElement>('button:not([data-back]):not([data-edit-email])') ??
    root.querySelector<HTMLElement>('button, a[href]')
  );
}

/**
 * A form's submit handler that ignores a second submit while the first is on its way. The submit buttons are never
 * `disabled` (a disabled button drops keyboard focus and cannot be reached): they say `aria-disabled`, and a press
 * runs the form's validation, which shows and focuses what is missing.
 */
function unlessSubmitting(form: UseFormReturn<FieldValues>, submit: (event?: FormEvent) => Promise<void>) {
  return (event: FormEvent) => {
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
}

/**
 * The sign-in dialog: e-mail step → precheck → password view (known customer) or registration (new customer); from
 * the password view, forgot password; with passwordless on, "Continue Securely" sends a link (the e-mail-sent view).
 * Every form is react-hook-form with the caller's resolvers (the server's own rules); the posts go to `endpoints`.
 */
export function AuthDialog<P extends AuthDialogPrecheck>(props: AuthDialogProps<P>) {
  const { open, onOpenChange, localeId, redirectUrl, passwordless, endpoints, post = postForm, rules } = props;
  const { feedback: M, forms: T } = props.text;
  const [view, setView] = useState<AuthView>(props.initialView ?? 'email');
  const [loginType, setLoginType] = useState<AuthLoginType>('password');
  const [email, setEmail] = useState(props.initialEmail ?? '');
  const [precheck, setPrecheck] = useState<P | undefined>(props.initialPrecheck);
  const [formError, setFormError] = useState<string | undefined>();
  const [showPassword, setShowPassword] = useState(false);
  const [resetSent, setResetSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // the view shown, and the one focus was last moved to (the first is the dialog's own: its first control)
  const viewRoot = useRef<HTMLDivElement>(null);
  const focusedView = useRef(view);
  useEffect(() => {
    if (focusedView.current === view) return;
    focusedView.current = view;
    const root = viewRoot.current;
    if (root) firstControlOf(root)?.focus();
  }, [view]);

  const emailForm = useForm<FieldValues>({
    resolver: rules.emailResolver,
    mode: 'onTouched',
    defaultValues: { email },
  });
  const loginForm = useForm<FieldValues>({
    resolver: rules.loginResolver,
    mode: 'onTouched',
    defaultValues: { email, password: '', rememberMe: true, postalCode: '' },
  });
  const resetForm = useForm<FieldValues>({
    resolver: rules.resetResolver,
    mode: 'onTouched',
    defaultValues: { email },
  });
  const registration = useMemo(() => (precheck ? rules.registration(precheck) : undefined), [precheck, rules]);
  const registrationForm = useForm<FieldValues>({
    resolver: registration?.resolver,
    mode: 'onTouched',
    defaultValues: rules.registrationDefaults(email, precheck),
  });

  const goToEmailStep = () => {
    setFormError(undefined);
    setView('email');
    setLoginType('password');
    emailForm.reset({ email });
  };

  // Opening (`open` turning true: the caller's, the dialog has no trigger of its own) starts afresh: the first view,
  // a password login, no message left from before.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setView(props.initialView ?? 'email');
      setLoginType('password');
      setFormError(undefined);
    }
  }

  const submitEmail = emailForm.handleSubmit(async (values) => {
    setFormError(undefined);
    const typed = String(values.email).trim();
    setEmail(typed);
    const { json } = await post(endpoints.precheck, { email: typed, localeId });
    const answer = rules.readPrecheck(json);
    setPrecheck(answer);
    loginForm.reset({ email: typed, password: '', rememberMe: true, postalCode: '' });
    if (answer.registrationStep === 'register') {
      registrationForm.reset(rules.registrationDefaults(typed, answer));
      setView('registration');
    } else setView(passwordless ? 'sign-in-options' : 'password');
  });

  const signedIn = (json: Record<string, unknown>) => {
    loginForm.reset({ email: '', password: '', rememberMe: true, postalCode: '' });
    onOpenChange(false);
    props.onSignedIn(json);
  };

  const submitLogin = loginForm.handleSubmit(async (values) => {
    setFormError(undefined);
    const body = asStrings({ ...values, ...(redirectUrl ? { redirectUrl } : {}) });
    const { json } = await post(endpoints.login, { ...body, localeId });
    if (json.ok === true) return signedIn(json);
    attachServerErrors(loginForm, json.errors);
    setFormError(typeof json.formError === 'string' ? json.formError : M.loginFailed);
  });

  const submitRegistration = async (isLoyaltyFormSubmit: boolean) => {
    setFormError(undefined);
    const body = asStrings({
      ...registrationForm.getValues(),
      isLoyaltyFormSubmit: String(isLoyaltyFormSubmit),
      localeId,
      ...(redirectUrl ? { redirectUrl } : {}),
    });
    const { json } = await post(endpoints.registration, body);
    if (json.ok === true) return signedIn(json);
    attachServerErrors(registrationForm, json.errors);
    if (json.formError === M.signUpFailed) props.onSignUpFailed?.();
    setFormError(M.loginFailed);
  };

  const submitReset = resetForm.handleSubmit(async (values) => {
    setFormError(undefined);
    const { json } = await post(endpoints.resetPassword, { email: String(values.email).trim() });
    if (json.ok === true) setResetSent(typeof json.message === 'string' ? json.message : T.resetSent);
    else {
      attachServerErrors(resetForm, json.errors);
      setFormError(typeof json.formError === 'string' ? json.formError : M.genericError);
    }
  });

  const sendPasswordless = async () => {
    if (busy) return;
    setFormError(undefined);
    setLoginType('passwordless');
    setBusy(true);
    try {
      const currentPath = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
      const { json } = await post(endpoints.passwordless, { email, redirectUrl: redirectUrl ?? currentPath });
      if (json.ok === true) setView('email-sent');
      else setFormError(typeof json.formError === 'string' ? json.formError : M.genericError);
    } finally {
      setBusy(false);
    }
  };

  const registrationErrors = errorsOf(registrationForm);
  // the buttons follow the values as typed (every change re-renders), checked with the server's rules
  const liveErrors = registration ? registration.errorsOf(registrationForm.watch()) : NO_PRECHECK;
  const password = String(registrationForm.watch('password') ?? '');
  const phoneField = registrationForm.register('phone');
  const registrationBind: Bind = (name) => {
    if (name === 'phone' && precheck?.registerFormSettings.isFormatPhoneNumber !== false) {
      return {
        ...phoneField,
        onChange: (event: { target: unknown }) => {
          const target = event.target as HTMLInputElement;
          target.value = rules.formatPhone(target.value);
          return phoneField.onChange(event as never);
        },
      } as ReturnType<Bind>;
    }
    return bindOf(registrationForm, (field) =>
      field === 'firstName' || field === 'lastName'
        ? {
            onBlur: () => {
              const value = String(registrationForm.getValues(field) ?? '').trim();
              if (value && !rules.nameValidOnBlur(value))
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
  const submitting = registrationForm.formState.isSubmitting;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={T.close}>
      <div data-auth-dialog="" data-login-type={loginType} ref={viewRoot}>
        {view === 'email' ? (
          <EmailStepView
            text={T}
            form={{ onSubmit: unlessSubmitting(emailForm, submitEmail), noValidate: true }}
            bind={bindOf(emailForm)}
            errors={errorsOf(emailForm)}
            formError={formError}
            submitDisabled={
              !emailValue.trim() ||
              emailForm.formState.isSubmitting ||
              Object.keys(emailForm.formState.errors).length > 0
            }
            socialLinks={props.socialLinks}
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
            form={{ onSubmit: unlessSubmitting(loginForm, submitLogin), noValidate: true }}
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
            {...rules.registrationView(precheck, password)}
            text={T}
            form={{
              noValidate: true,
              onSubmit: (event) => {
                event.preventDefault();
                if (submitting) return;
                const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                // A button shown disabled stays focusable (aria-disabled): pressed, it shows what is missing.
                if (submitter?.getAttribute('aria-disabled') === 'true') {
                  const formElement = event.currentTarget;
                  void registrationForm.trigger().then(() => focusFirstInvalid(formElement, registrationForm));
                  return;
                }
                void submitRegistration(submitter?.value === 'true');
              },
            }}
            bind={registrationBind}
            errors={registrationErrors}
            formError={formError}
            email={email}
            joinDisabled={!rules.canJoinForFree(liveErrors) || !rules.canJoinForFree(registrationErrors) || submitting}
            withoutRewardsDisabled={
              !rules.canSubmitWithoutRewards(liveErrors) ||
              !rules.canSubmitWithoutRewards(registrationErrors) ||
              submitting
            }
            onBack={goToEmailStep}
            backHref=""
            headingInTitle
          />
        ) : null}
        {view === 'forgot-password' ? (
          <ForgotPasswordView
            text={T}
            form={{ onSubmit: unlessSubmitting(resetForm, submitReset), noValidate: true }}
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
