import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Notice } from '../Notice/Notice';
import { Panel } from '../Panel/Panel';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { theme } from '../theme/theme';

/**
 * The sign-in views, presentational: a dialog (react-hook-form: `bind` gives its `register` props) and plain server
 * pages (`bind` gives `name` and the posted value) render the same markup, so a page without JavaScript is the
 * dialog's twin. Every word comes in `text` (the caller formats it in the page's locale), every address as a prop.
 */
export interface AuthFormsText {
  continue: string;
  continueSecurely: string;
  password: string;
  backToSignInOptions: string;
  back: string;
  edit: string;
  signIn: string;
  forgotPassword: string;
  resetPassword: string;
  createAccount: string;
  customizeProfile: string;
  personalRecommendations: string;
  joinForFree: string;
  withoutRewards: string;
  checkEmail: string;
  passwordlessSent: string;
  apple: string;
  google: string;
  showPassword: string;
  hidePassword: string;
  email: string;
  passwordLabel: string;
  postalCode: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneHint: string;
  gender: string;
  birthdayMonth: string;
  birthdayDay: string;
  month: string;
  day: string;
  rememberMe: string;
  passwordRequirements: string;
  ruleMet: string;
  ruleNotMet: string;
  emailOptIn: string;
  smsOptIn: string;
  smsTerms: string;
  termsIntro: string;
  termsOfUse: string;
  termsAnd: string;
  privacyPolicy: string;
  termsWhenJoining: string;
  rewardsTerms: string;
  termsEnd: string;
  loyaltyConsent: string;
  /** The month names, January first. */
  months: readonly string[];
}

/** One field's props: `name` and, for a server form, its value; for a react-hook-form form, `register`'s props. */
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
export type AuthFormProps = Pick<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'onSubmit' | 'noValidate'>;

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

/** A server form's hidden inputs (the locale, the redirect): one per field with a value, for a view's `hidden`. */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string | undefined>> }) {
  return Object.entries(fields).map(([name, value]) =>
    value ? <input key={name} type="hidden" name={name} value={value} /> : null,
  );
}

/** What every form view takes: the form's attributes, its fields' binding and messages, and the words. */
interface FormViewProps {
  form: AuthFormProps;
  bind: Bind;
  errors: FieldErrorsOf;
  formError?: string | undefined;
  /** hidden inputs of a server form (the locale, the redirect) */
  hidden?: ReactNode;
  text: AuthFormsText;
}

/** The whole form's message (a refused login, a failed sign-up): an alert. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Notice tone="error" role="alert" data-form-error="">
      <Text>{message}</Text>
    </Notice>
  );
}

const asInput = (field: BoundField) => field as unknown as Record<string, unknown>;

/** A link (server page) or a button (dialog: `onClick`) with the same data attribute. */
function BackControl({
  onClick,
  href,
  label,
  data,
}: {
  onClick?: (() => void) | undefined;
  href: string;
  label: string;
  data: 'data-back' | 'data-edit-email' | 'data-forgot-password';
}) {
  const marker = { [data]: '' };
  return onClick ? (
    // A press does not take focus from the step's field first: its blur would show the field's on-touch message,
    // shifting this button from under the pointer before the click lands (the click then never happens).
    <Button type="button" variant="link" onClick={onClick} onMouseDown={(event) => event.preventDefault()} {...marker}>
      {label}
    </Button>
  ) : (
    <Link href={href} {...marker}>
      {label}
    </Link>
  );
}

/** The e-mail a step is for, with Edit (back to the e-mail step). */
function EmailWithEdit({
  email,
  onBack,
  backHref,
  text,
}: {
  email: string;
  onBack?: () => void;
  backHref: string;
  text: AuthFormsText;
}) {
  return (
    <Stack direction="row" gap={3} wrap align="center">
      <Text data-auth-email="">{email}</Text>
      <BackControl onClick={onBack} href={backHref} label={text.edit} data="data-edit-email" />
    </Stack>
  );
}

function EmailField({ bind, errors, text }: Pick<FormViewProps, 'bind' | 'errors' | 'text'>) {
  return (
    <TextField
      label={text.email}
      type="email"
      autoComplete="email"
      required
      error={errors.email}
      {...asInput(bind('email'))}
    />
  );
}

/** The addresses of the social sign-in buttons. */
export interface SocialLoginLinks {
  apple: string;
  google: string;
}

/** Step 1: the e-mail, "Continue" (and, when `socialLinks` are given, the social providers). */
export function EmailStepView({
  submitDisabled,
  socialLinks,
  ...props
}: FormViewProps & { submitDisabled?: boolean; socialLinks?: SocialLoginLinks | undefined }) {
  return (
    <Stack as="form" gap={4} {...props.form} data-auth-view="email">
      <FormError message={props.formError} />
      {props.hidden}
      <EmailField {...props} />
      <Button type="submit" aria-disabled={submitDisabled || undefined} data-continue="">
        {props.text.continue}
      </Button>
      {socialLinks ? (
        <Stack gap={2} data-social-login="">
          <Button variant="outline" href={socialLinks.apple}>
            {props.text.apple}
          </Button>
          <Button variant="outline" href={socialLinks.google}>
            {props.text.google}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

export interface PasswordStepViewProps extends FormViewProps {
  email: string;
  submitDisabled?: boolean;
  showPassword?: boolean;
  /** With it, a show/hide button in the password field. */
  onTogglePassword?: () => void;
  /** The dialog's Edit and Back (buttons); a page links to `backHref` instead. */
  onBack?: () => void;
  backHref: string;
  onForgotPassword?: () => void;
  forgotHref: string;
  /** With passwordless on, Back reads "Back to Sign In Options". */
  passwordless?: boolean;
  askPostalCode?: boolean;
}

/** Step 2 of a known customer: the e-mail with Edit, the password (show/hide), "Keep me logged in.", forgot password. */
export function PasswordStepView(props: PasswordStepViewProps) {
  const { bind, errors, text: T, showPassword, onTogglePassword, onBack, backHref } = props;
  return (
    <Stack as="form" gap={4} {...props.form} data-auth-view="password">
      <FormError message={props.formError} />
      {props.hidden}
      <EmailWithEdit email={props.email} onBack={onBack} backHref={backHref} text={T} />
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
              // the name says what a press does (Show/Hide password): no aria-pressed beside it
              data-toggle-password=""
            >
              {showPassword ? T.hidePassword : T.showPassword}
            </Button>
          ) : undefined
        }
      />
      {props.askPostalCode ? (
        <TextField
          label={T.postalCode}
          autoComplete="postal-code"
          error={errors.postalCode}
          {...asInput(bind('postalCode'))}
        />
      ) : null}
      <Checkbox label={T.rememberMe} {...asInput(bind('rememberMe'))} />
      <Button type="submit" aria-disabled={props.submitDisabled || undefined} data-sign-in="">
        {T.signIn}
      </Button>
      <Stack direction="row" gap={3} wrap align="center">
        <BackControl
          onClick={props.onForgotPassword}
          href={props.forgotHref}
          label={T.forgotPassword}
          data="data-forgot-password"
        />
        <BackControl
          onClick={onBack}
          href={backHref}
          label={props.passwordless ? T.backToSignInOptions : T.back}
          data="data-back"
        />
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
  options: readonly { value: string; label: string }[];
  field: BoundField;
}) {
  const id = `field-${field.name}`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1], flex: 1, minWidth: 120 }}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...asInput(field)}
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

/** One line of the password checklist and whether the typed password meets it. */
export interface PasswordChecklistLine {
  key: string;
  label: string;
  met: boolean;
}

/** The password's strength indicator: each checklist line, met or not (said to screen readers too). */
export function PasswordChecklist({ lines, text }: { lines: readonly PasswordChecklistLine[]; text: AuthFormsText }) {
  return (
    <ul
      aria-label={text.passwordRequirements}
      data-password-checklist=""
      css={{ margin: 0, paddingLeft: theme.space[5], fontSize: theme.fontSizes.sm }}
    >
      {lines.map((line) => (
        <li
          key={line.key}
          data-met={line.met ? 'true' : 'false'}
          css={{ color: line.met ? theme.colors.status.success.base : 'inherit' }}
        >
          {line.label}
          <span
            css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >{` ${line.met ? text.ruleMet : text.ruleNotMet}`}</span>
        </li>
      ))}
    </ul>
  );
}

/** The registration form's parts the site switches on (the precheck's settings). */
export interface RegistrationFormOptions {
  canEnrollInLoyalty: boolean;
  isExcludeNoFiTerms: boolean;
  isBirthdayStepEnabled: boolean;
  isSmsOptInEnabled: boolean;
  /** The loyalty consent checkbox (required for "Join For Free"). */
  loyaltyConsent: boolean;
}

export interface LoyaltyBannerText {
  callToAction: string;
  shipping: string;
  points: string;
  offers: string;
}

export interface RegistrationViewProps extends FormViewProps {
  email: string;
  options: RegistrationFormOptions;
  banner?: LoyaltyBannerText | undefined;
  /** The password checklist for the password as typed. */
  checklist: readonly PasswordChecklistLine[];
  genderOptions: readonly { value: string; label: string }[];
  termsLinks: { termsOfUse: string; privacyPolicy: string; rewardsTerms: string };
  joinDisabled?: boolean;
  withoutRewardsDisabled?: boolean;
  /** The dialog's Back and Edit (buttons); a page links to `backHref` instead. */
  onBack?: () => void;
  backHref: string;
  /** In the dialog the heading is the dialog's title, so the form does not repeat it. */
  headingInTitle?: boolean;
  /** The e-mail as a field of this form (no e-mail step came before), not the e-mail step's answer with Edit. */
  emailField?: boolean;
}

const DAYS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** Step 2 of a new customer: everything of the registration form, top to bottom, and its two buttons. */
export function RegistrationView(props: RegistrationViewProps) {
  const { bind, errors, text: T, options, banner, onBack, backHref, termsLinks } = props;
  return (
    <Stack as="form" gap={4} {...props.form} data-auth-view="registration">
      <div>
        <BackControl onClick={onBack} href={backHref} label={T.back} data="data-back" />
      </div>
      {banner && options.canEnrollInLoyalty ? (
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
      <FormError message={props.formError} />
      {props.hidden}
      {props.emailField ? (
        <EmailField bind={bind} errors={errors} text={T} />
      ) : (
        <>
          <EmailWithEdit email={props.email} onBack={onBack} backHref={backHref} text={T} />
          <input type="hidden" {...asInput(bind('email'))} />
          <FormError message={errors.email} />
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
      <PasswordChecklist lines={props.checklist} text={T} />
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
        <NativeSelect label={T.gender} error={errors.gender} field={bind('gender')} options={props.genderOptions} />
        {options.isBirthdayStepEnabled ? (
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
              options={[{ value: '', label: T.day }, ...DAYS]}
            />
          </Stack>
        ) : null}
      </Stack>
      <Checkbox label={T.emailOptIn} {...asInput(bind('addtoemaillist'))} />
      {options.isSmsOptInEnabled ? (
        <Checkbox label={T.smsOptIn} description={T.smsTerms} {...asInput(bind('smssignup'))} />
      ) : null}
      <input type="hidden" {...asInput(bind('agreeToTerms'))} />
      <Text size="sm" data-terms="">
        {T.termsIntro} <Link href={termsLinks.termsOfUse}>{T.termsOfUse}</Link> {T.termsAnd}{' '}
        <Link href={termsLinks.privacyPolicy}>{T.privacyPolicy}</Link>
        {options.canEnrollInLoyalty && !options.isExcludeNoFiTerms ? (
          <>
            {' '}
            {T.termsWhenJoining} <Link href={termsLinks.rewardsTerms}>{T.rewardsTerms}</Link>
          </>
        ) : null}
        {T.termsEnd}
      </Text>
      {options.loyaltyConsent ? (
        <Checkbox label={T.loyaltyConsent} error={errors.privacyconsent} {...asInput(bind('privacyconsent'))} />
      ) : null}
      {options.canEnrollInLoyalty ? (
        <Button
          type="submit"
          name="isLoyaltyFormSubmit"
          value="true"
          aria-disabled={props.joinDisabled || undefined}
          data-join=""
        >
          {T.joinForFree}
        </Button>
      ) : null}
      <Button
        type="submit"
        name="isLoyaltyFormSubmit"
        value="false"
        variant={options.canEnrollInLoyalty ? 'outline' : 'solid'}
        aria-disabled={props.withoutRewardsDisabled || undefined}
        data-without-rewards=""
      >
        {T.withoutRewards}
      </Button>
    </Stack>
  );
}

/** The forgot-password view: the e-mail, then the success text (`sent`). */
export function ForgotPasswordView({
  sent,
  onBack,
  submitDisabled,
  ...props
}: FormViewProps & { sent?: string | undefined; onBack: () => void; submitDisabled?: boolean }) {
  return (
    <Stack as="form" gap={4} {...props.form} data-auth-view="forgot-password">
      <FormError message={props.formError} />
      {sent ? (
        <Text role="status" data-reset-sent="">
          {sent}
        </Text>
      ) : (
        <>
          <EmailField {...props} />
          <Button type="submit" aria-disabled={submitDisabled || undefined}>
            {props.text.resetPassword}
          </Button>
        </>
      )}
      <Button type="button" variant="link" onClick={onBack} data-back="">
        {props.text.backToSignInOptions}
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
  text: T,
}: {
  email: string;
  sent: boolean;
  onSend: () => void;
  onPassword: () => void;
  onBack: () => void;
  busy?: boolean;
  formError?: string | undefined;
  text: AuthFormsText;
}) {
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
      <EmailWithEdit email={email} onBack={onBack} backHref="" text={T} />
      <Button type="button" onClick={onSend} aria-disabled={busy || undefined} data-continue-securely="">
        {T.continueSecurely}
      </Button>
      <Button type="button" variant="outline" onClick={onPassword} data-password-option="">
        {T.password}
      </Button>
    </Stack>
  );
}

/** The page frame of the account forms: one narrow column under its heading. */
export function AuthFormPage({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Container as="section" width="xs" paddingBlock={12} gap={4} aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      {children}
    </Container>
  );
}

/** The signed-in view of a sign-in page: the greeting, the sign-out form (a POST to `logoutAction`) and a way on. */
export function SignedInView({
  greeting,
  logoutAction,
  logOut,
  continueHref,
  continueShopping,
}: {
  greeting: string;
  logoutAction: string;
  logOut: string;
  continueHref: string;
  continueShopping: string;
}) {
  return (
    <>
      <Text data-greeting="">{greeting}</Text>
      <form method="post" action={logoutAction}>
        <Button type="submit" variant="outline">
          {logOut}
        </Button>
      </form>
      <Link href={continueHref}>{continueShopping}</Link>
    </>
  );
}
