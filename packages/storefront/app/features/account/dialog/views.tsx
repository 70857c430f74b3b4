import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { Button, Checkbox, Heading, Link, Notice, Panel, Stack, Text, TextField, theme } from '@ridgeline/ui';
import { urls } from '../../../platform/urls';
import { ENGLISH_ACCOUNT_FORMS_MESSAGES, type AccountFormsMessages } from '../messages';
import {
  showsLoyaltyConsent,
  type LoyaltyJoinBanner,
  type PrecheckAnswer,
  type PasswordConstraints,
  type RegisterFormSettings,
} from '../precheck';
import { genderOptions, passwordChecklist } from '../schemas';

/**
 * The sign-in views, presentational: the dialog (react-hook-form, `bind` gives its `register` props) and the
 * `/login` and `/registration` pages (plain server forms, `bind` gives `name` and the posted value) render the same
 * markup, so the page without JavaScript is the dialog's twin. Every view takes the messages of the page's locale as
 * `messages` (formatted on the server, `accountFormsMessagesOf`); without it, en-US.
 */
export interface BoundField {
  name: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  ref?: Ref<HTMLInputElement | HTMLSelectElement>;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
}

export type Bind = (name: string) => BoundField;
export type FieldErrorsOf = Readonly<Record<string, string | undefined>>;

export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Notice tone="error" role="alert" data-form-error="">
      <Text>{message}</Text>
    </Notice>
  );
}

type FormProps = Pick<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'onSubmit' | 'noValidate'>;

const asInput = (field: BoundField) => field as unknown as Record<string, unknown>;

/** Step 1: the e-mail, "Continue" (and, when offered, the social providers). */
export function EmailStepView({
  form,
  bind,
  errors,
  formError,
  submitDisabled,
  social,
  redirectUrl,
  hidden,
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
}: {
  form: FormProps;
  bind: Bind;
  errors: FieldErrorsOf;
  formError?: string | undefined;
  submitDisabled?: boolean;
  social?: boolean;
  redirectUrl?: string | undefined;
  hidden?: ReactNode;
  messages?: AccountFormsMessages | undefined;
}) {
  const T = messages.forms;
  return (
    <Stack as="form" gap={4} {...form} data-auth-view="email">
      <FormError message={formError} />
      {hidden}
      <TextField
        label={T.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        {...asInput(bind('email'))}
      />
      <Button type="submit" disabled={submitDisabled} data-continue="">
        {T.continue}
      </Button>
      {social ? <SocialButtons redirectUrl={redirectUrl} messages={messages} /> : null}
    </Stack>
  );
}

export function SocialButtons({
  redirectUrl,
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
}: {
  redirectUrl?: string | undefined;
  messages?: AccountFormsMessages | undefined;
}) {
  const T = messages.forms;
  return (
    <Stack gap={2} data-social-login="">
      <Button variant="outline" href={urls.socialLogin('apple', redirectUrl)}>
        {T.apple}
      </Button>
      <Button variant="outline" href={urls.socialLogin('google', redirectUrl)}>
        {T.google}
      </Button>
    </Stack>
  );
}

/** Step 2 of a known customer: the e-mail with Edit, the password (show/hide), "Keep me logged in.", forgot password. */
export function PasswordStepView({
  form,
  bind,
  errors,
  formError,
  email,
  submitDisabled,
  showPassword,
  onTogglePassword,
  onBack,
  backHref,
  onForgotPassword,
  forgotHref,
  passwordless,
  askPostalCode,
  hidden,
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
}: {
  form: FormProps;
  bind: Bind;
  errors: FieldErrorsOf;
  formError?: string | undefined;
  email: string;
  submitDisabled?: boolean;
  showPassword?: boolean;
  onTogglePassword?: () => void;
  onBack?: () => void;
  backHref?: string;
  onForgotPassword?: () => void;
  forgotHref?: string;
  /** With passwordless on, Back reads "Back to Sign In Options". */
  passwordless?: boolean;
  askPostalCode?: boolean;
  hidden?: ReactNode;
  messages?: AccountFormsMessages | undefined;
}) {
  const T = messages.forms;
  const back = passwordless ? T.backToSignInOptions : T.back;
  return (
    <Stack as="form" gap={4} {...form} data-auth-view="password">
      <FormError message={formError} />
      {hidden}
      <Stack direction="row" gap={3} wrap align="center">
        <Text data-auth-email="">{email}</Text>
        {onBack ? (
          <Button type="button" variant="link" onClick={onBack} data-edit-email="">
            {T.edit}
          </Button>
        ) : (
          <Link href={backHref ?? urls.login()} data-edit-email="">
            {T.edit}
          </Link>
        )}
      </Stack>
      <input type="hidden" {...asInput(bind('email'))} />
      <TextField
        label={T.passwordLabel}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        error={errors.password}
        {...asInput(bind('password'))}
        endAddon={
          onTogglePassword ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={onTogglePassword}
              aria-pressed={Boolean(showPassword)}
              data-toggle-password=""
            >
              {showPassword ? T.hidePassword : T.showPassword}
            </Button>
          ) : undefined
        }
      />
      {askPostalCode ? (
        <TextField
          label={T.postalCode}
          autoComplete="postal-code"
          error={errors.postalCode}
          {...asInput(bind('postalCode'))}
        />
      ) : null}
      <Checkbox label={T.rememberMe} {...asInput(bind('rememberMe'))} />
      <Button type="submit" disabled={submitDisabled} data-sign-in="">
        {T.signIn}
      </Button>
      <Stack direction="row" gap={3} wrap align="center">
        {onForgotPassword ? (
          <Button type="button" variant="link" onClick={onForgotPassword} data-forgot-password="">
            {T.forgotPassword}
          </Button>
        ) : (
          <Link href={forgotHref ?? '/reset-password'} data-forgot-password="">
            {T.forgotPassword}
          </Link>
        )}
        {onBack ? (
          <Button type="button" variant="link" onClick={onBack} data-back="">
            {back}
          </Button>
        ) : (
          <Link href={backHref ?? urls.login()} data-back="">
            {back}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}

function NativeSelect({
  label,
  error,
  options,
  field,
}: {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
  field: BoundField;
}) {
  const id = `field-${field.name}`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1], flex: 1, minWidth: 120 }}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...(field as unknown as Record<string, unknown>)}
        aria-invalid={error ? true : undefined}
        css={{
          minHeight: 40,
          padding: `0 ${theme.space[2]}`,
          border: `1px solid ${theme.colors.border.default}`,
          borderRadius: 4,
          background: 'inherit',
          color: 'inherit',
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" data-field-error={field.name} css={{ color: theme.colors.status.error.base, margin: 0 }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The password's strength indicator: each checklist line, met or not. */
export function PasswordChecklist({
  password,
  constraints,
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
}: {
  password: string;
  constraints: PasswordConstraints;
  messages?: AccountFormsMessages | undefined;
}) {
  const T = messages.forms;
  return (
    <ul
      aria-label={T.passwordRequirements}
      data-password-checklist=""
      css={{ margin: 0, paddingLeft: theme.space[5], fontSize: theme.fontSizes.sm }}
    >
      {passwordChecklist(password, constraints, messages).map((line) => (
        <li
          key={line.key}
          data-met={line.met ? 'true' : 'false'}
          css={{ color: line.met ? theme.colors.status.success.base : 'inherit' }}
        >
          {line.label}
          <span
            css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >{` ${line.met ? T.ruleMet : T.ruleNotMet}`}</span>
        </li>
      ))}
    </ul>
  );
}

export interface RegistrationViewProps {
  form: FormProps;
  bind: Bind;
  errors: FieldErrorsOf;
  formError?: string | undefined;
  email: string;
  settings: RegisterFormSettings;
  constraints: PasswordConstraints;
  banner?: LoyaltyJoinBanner | undefined;
  /** The password as typed (the checklist follows it; empty on the server). */
  password: string;
  joinDisabled?: boolean;
  withoutRewardsDisabled?: boolean;
  onBack?: () => void;
  backHref?: string;
  hidden?: ReactNode;
  /** In the dialog the heading is the dialog's title, so the form does not repeat it. */
  headingInTitle?: boolean;
  /**
   * The e-mail as a field of this form rather than the e-mail step's answer: `/registration` opened directly (a link,
   * a bookmark) has no e-mail step behind it, and a shopper must still be able to create an account there.
   */
  emailField?: boolean;
  messages?: AccountFormsMessages | undefined;
}

/** Step 2 of a new customer: everything of the registration form, top to bottom, and its two buttons. */
export function RegistrationView(props: RegistrationViewProps) {
  const { form, bind, errors, formError, email, settings, constraints, banner, password, onBack, backHref, hidden } =
    props;
  const messages = props.messages ?? ENGLISH_ACCOUNT_FORMS_MESSAGES;
  const T = messages.forms;
  const back = onBack ? (
    <Button type="button" variant="link" onClick={onBack} data-back="">
      {T.back}
    </Button>
  ) : (
    <Link href={backHref ?? urls.login()} data-back="">
      {T.back}
    </Link>
  );
  const edit = onBack ? (
    <Button type="button" variant="link" onClick={onBack} data-edit-email="">
      {T.edit}
    </Button>
  ) : (
    <Link href={backHref ?? urls.login()} data-edit-email="">
      {T.edit}
    </Link>
  );
  const days = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <Stack as="form" gap={4} {...form} data-auth-view="registration">
      <div>{back}</div>
      {banner && settings.canEnrollInLoyalty ? (
        <Panel as="aside" tone="subtle" bordered={false} padding={3} radius="md" data-loyalty-banner="">
          <Text weight="semibold">{banner.callToAction}</Text>
          <ul css={{ margin: 0, paddingLeft: theme.space[5] }}>
            <li>{banner.shipping}</li>
            <li>{banner.points}</li>
            <li>{banner.offers}</li>
          </ul>
        </Panel>
      ) : null}
      {props.headingInTitle ? null : <Heading level={2}>{T.createAccount}</Heading>}
      <FormError message={formError} />
      {hidden}
      {props.emailField ? (
        <TextField
          label={T.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          {...asInput(bind('email'))}
        />
      ) : (
        <>
          <Stack direction="row" gap={3} wrap align="center">
            <Text data-auth-email="">{email}</Text>
            {edit}
          </Stack>
          <input type="hidden" {...asInput(bind('email'))} />
          {errors.email ? <FormError message={errors.email} /> : null}
        </>
      )}
      <TextField
        label={T.firstName}
        autoComplete="given-name"
        required
        error={errors.firstName}
        {...asInput(bind('firstName'))}
      />
      <TextField
        label={T.lastName}
        autoComplete="family-name"
        required
        error={errors.lastName}
        {...asInput(bind('lastName'))}
      />
      <TextField
        label={T.passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        {...asInput(bind('password'))}
      />
      <PasswordChecklist password={password} constraints={constraints} messages={messages} />
      <Stack as="fieldset" gap={4}>
        <legend css={{ fontWeight: theme.fontWeights.semibold, marginBottom: theme.space[2] }}>
          {T.customizeProfile}
        </legend>
        <TextField
          label={T.postalCode}
          autoComplete="postal-code"
          required
          error={errors.postalCode}
          {...asInput(bind('postalCode'))}
        />
        <TextField
          label={T.phone}
          type="tel"
          autoComplete="tel"
          required
          description={T.phoneHint}
          error={errors.phone}
          {...asInput(bind('phone'))}
        />
      </Stack>
      <Stack as="fieldset" gap={4}>
        <legend css={{ fontWeight: theme.fontWeights.semibold, marginBottom: theme.space[2] }}>
          {T.personalRecommendations}
        </legend>
        <NativeSelect
          label={T.gender}
          error={errors.gender}
          field={bind('gender')}
          options={genderOptions(messages).map((option) => ({ value: String(option.code), label: option.label }))}
        />
        {settings.isBirthdayStepEnabled ? (
          <Stack direction="row" gap={3} wrap align="center" data-birthday="">
            <NativeSelect
              label={T.birthdayMonth}
              error={errors.birthdayMonth}
              field={bind('birthdayMonth')}
              options={[{ value: '', label: T.month }, ...T.months.map((m, i) => ({ value: String(i + 1), label: m }))]}
            />
            <NativeSelect
              label={T.birthdayDay}
              error={errors.birthdayDay}
              field={bind('birthdayDay')}
              options={[{ value: '', label: T.day }, ...days]}
            />
          </Stack>
        ) : null}
      </Stack>
      <Checkbox label={T.emailOptIn} {...asInput(bind('addtoemaillist'))} />
      {settings.isSmsOptInEnabled ? (
        <Checkbox label={T.smsOptIn} description={T.smsTerms} {...asInput(bind('smssignup'))} />
      ) : null}
      <input type="hidden" {...asInput(bind('agreeToTerms'))} />
      <Text size="sm" data-terms="">
        {T.termsIntro} <Link href="/terms-of-use.html">{T.termsOfUse}</Link> {T.termsAnd}{' '}
        <Link href="/privacy-policy">{T.privacyPolicy}</Link>
        {settings.canEnrollInLoyalty && !settings.isExcludeNoFiTerms ? (
          <>
            {' '}
            {T.termsWhenJoining} <Link href="/greater-rewards-terms-and-conditions">{T.rewardsTerms}</Link>
          </>
        ) : null}
        {T.termsEnd}
      </Text>
      {showsLoyaltyConsent(settings) ? (
        <Checkbox label={T.loyaltyConsent} error={errors.privacyconsent} {...asInput(bind('privacyconsent'))} />
      ) : null}
      {settings.canEnrollInLoyalty ? (
        <Button type="submit" name="isLoyaltyFormSubmit" value="true" disabled={props.joinDisabled} data-join="">
          {T.joinForFree}
        </Button>
      ) : null}
      <Button
        type="submit"
        name="isLoyaltyFormSubmit"
        value="false"
        variant={settings.canEnrollInLoyalty ? 'outline' : 'solid'}
        disabled={props.withoutRewardsDisabled}
        data-without-rewards=""
      >
        {T.withoutRewards}
      </Button>
    </Stack>
  );
}

/** The forgot-password view: the e-mail, then the success text. */
export function ForgotPasswordView({
  form,
  bind,
  errors,
  formError,
  sent,
  onBack,
  submitDisabled,
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
}: {
  form: FormProps;
  bind: Bind;
  errors: FieldErrorsOf;
  formError?: string | undefined;
  sent?: string | undefined;
  onBack: () => void;
  submitDisabled?: boolean;
  messages?: AccountFormsMessages | undefined;
}) {
  const T = messages.forms;
  return (
    <Stack as="form" gap={4} {...form} data-auth-view="forgot-password">
      <FormError message={formError} />
      {sent ? (
        <Text role="status" data-reset-sent="">
          {sent}
        </Text>
      ) : (
        <>
          <TextField
            label={T.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            {...asInput(bind('email'))}
          />
          <Button type="submit" disabled={submitDisabled}>
            {T.resetPassword}
          </Button>
        </>
      )}
      <Button type="button" variant="link" onClick={onBack} data-back="">
        {T.backToSignInOptions}
      </Button>
    </Stack>
  );
}

/** The passwordless view: the e-mail with "Continue Securely" (sends the link) and "Password"; once sent, the e-mail-sent text. */
export function PasswordlessView({
  email,
  sent,
  onSend,
  onPassword,
  onBack,
  busy,
  formError,
  messages = ENGLISH_ACCOUNT_FORMS_MESSAGES,
}: {
  email: string;
  sent: boolean;
  onSend: () => void;
  onPassword: () => void;
  onBack: () => void;
  busy?: boolean;
  formError?: string | undefined;
  messages?: AccountFormsMessages | undefined;
}) {
  const T = messages.forms;
  if (sent) {
    return (
      <Stack gap={4} data-auth-view="email-sent">
        <Heading level={2}>{T.checkEmail}</Heading>
        <Text role="status">{T.passwordlessSent}</Text>
        <Text data-auth-email="">{email}</Text>
        <Button type="button" variant="link" onClick={onBack} data-back="">
          {T.backToSignInOptions}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={4} data-auth-view="sign-in-options">
      <FormError message={formError} />
      <Stack direction="row" gap={3} wrap align="center">
        <Text data-auth-email="">{email}</Text>
        <Button type="button" variant="link" onClick={onBack} data-edit-email="">
          {T.edit}
        </Button>
      </Stack>
      <Button type="button" onClick={onSend} disabled={busy} data-continue-securely="">
        {T.continueSecurely}
      </Button>
      <Button type="button" variant="outline" onClick={onPassword} data-password-option="">
        {T.password}
      </Button>
    </Stack>
  );
}

/** The registration form's first values: the e-mail from step 1, gender "none", the e-mail opt-in as the site says. */
export function registrationDefaults(
  email: string,
  precheck: PrecheckAnswer | undefined,
): Record<string, string | boolean> {
  return {
    email,
    firstName: '',
    lastName: '',
    password: '',
    postalCode: '',
    phone: '',
    gender: '0',
    birthdayMonth: '',
    birthdayDay: '',
    addtoemaillist: precheck?.registerFormSettings.isCustomerOptInDefaultEnabled ?? false,
    smssignup: false,
    agreeToTerms: true,
    privacyconsent: false,
  };
}
