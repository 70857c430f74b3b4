import { z } from 'zod';
import { isValidPhone } from './phone';
import { isValidPostalCode } from './postalCodes';
import {
  showsLoyaltyConsent,
  type PasswordConstraints,
  type PrecheckAnswer,
  type RegisterFormSettings,
} from './precheck';

// zod 4 compiles object parsers with `new Function` when it may; the storefront's Content-Security-Policy has no
// 'unsafe-eval', so the browser would report a violation each time a form's schema is built. The interpreted parser
// is fast enough for forms of a few fields (the storefront's `app/platform/zod.ts` says the same).
z.config({ jitless: true });

/**
 * The sign-in and registration forms' rules (the dialog, the `/login` and `/registration` pages and the server
 * actions validate with the same schemas). Every message comes in the caller's words, formatted in the page's locale.
 */
export interface AccountFeedbackText {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordInvalid: string;
  passwordCreate: string;
  passwordUppercase: string;
  passwordLowercase: string;
  passwordNumber: string;
  passwordSpecial: string;
  passwordMixedCase: string;
  firstNameRequired: string;
  firstNameInvalid: string;
  lastNameRequired: string;
  lastNameInvalid: string;
  fieldRequired: string;
  phoneInvalid: string;
  postalCodeInvalid: string;
}

/** The checklist's lines (`{count}`, `{characters}` are filled here) and the gender choices. */
export interface AccountRuleText {
  ruleMinLength: string;
  passwordMinLength: string;
  ruleUppercase: string;
  ruleLowercase: string;
  ruleNumber: string;
  ruleSpecial: string;
  ruleMixedCase: string;
  genderNone: string;
  genderMale: string;
  genderFemale: string;
  genderNoAnswer: string;
}

export interface AccountFormsText {
  feedback: AccountFeedbackText;
  forms: AccountRuleText;
}

/** Fills a message's `{key}` placeholders; unknown keys are left as they are. */
const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

/** Word characters, dot, percent, plus and hyphen, then `@`, a domain and a top-level domain of 2 to 6 letters. */
export const EMAIL_PATTERN = /^[\w.%+-]+@(?:[\w-]+\.)+[A-Za-z]{2,6}$/;
export const EMAIL_MAX_LENGTH = 50;
export const LOGIN_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MAX = 255;
/** Names: no `` ` ~ # ^ * > \ ``, and only characters from space to ÿ or the curly apostrophe. */
export const NAME_PATTERN = /^(?:(?![`~#^*>\\])[\u0020-\u00FF\u2019])+$/;

const emailWith = (M: Pick<AccountFeedbackText, 'emailRequired' | 'emailInvalid'>) =>
  z.string().trim().min(1, M.emailRequired).max(EMAIL_MAX_LENGTH, M.emailInvalid).regex(EMAIL_PATTERN, M.emailInvalid);

/** A checkbox: present ("on") is true; absent is false. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** The sign-in form (`/login`). */
export function loginSchemaFor(M: AccountFeedbackText) {
  return z.object({
    email: emailWith(M),
    password: z
      .string()
      .min(1, M.passwordRequired)
      .min(LOGIN_PASSWORD_MIN, M.passwordInvalid)
      .max(LOGIN_PASSWORD_MAX, M.passwordInvalid),
    rememberMe: checkbox,
    /** Asked for only when the precheck says so; saved on the customer after the sign-in. */
    postalCode: z.string().trim().max(10, M.postalCodeInvalid).optional(),
  });
}

const name = (required: string, invalid: string) =>
  z.string().trim().min(1, required).max(256, invalid).regex(NAME_PATTERN, invalid);

/** Reading 2 of the name rule, checked when a name field loses focus: letters, digits and `@ , ! $ % ^ & ( ) _ - +`. */
export const NAME_BLUR_PATTERN = /^[\p{L}\d@,!$%^&()_\-+]+$/u;

/** The special characters the password checklist counts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

export interface PasswordRule {
  key: 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'mixedCase';
  /** The checklist's line. */
  label: string;
  /** The field's message when the rule fails. */
  message: string;
  test(password: string): boolean;
}

const compiled = (
  source: string | undefined,
  fallback: (password: string) => boolean,
): ((password: string) => boolean) => {
  if (!source) return fallback;
  try {
    const pattern = new RegExp(source);
    return (password) => pattern.test(password);
  } catch {
    return fallback;
  }
};

/** The registration password checklist, in its order, from the precheck's constraints, in the messages given. */
export function passwordRules(constraints: PasswordConstraints, messages: AccountFormsText): PasswordRule[] {
  const { feedback: M, forms: T } = messages;
  const p = constraints.patterns ?? {};
  const n = constraints.minLength;
  const rules: PasswordRule[] = [
    {
      key: 'minLength',
      label: fill(T.ruleMinLength, { count: n }),
      message: fill(T.passwordMinLength, { count: n }),
      test: compiled(p.minLength, (v) => v.length >= n),
    },
  ];
  if (constraints.uppercase)
    rules.push({
      key: 'uppercase',
      label: T.ruleUppercase,
      message: M.passwordUppercase,
      test: compiled(p.uppercase, (v) => /[A-Z]/.test(v)),
    });
  if (constraints.lowercase)
    rules.push({
      key: 'lowercase',
      label: T.ruleLowercase,
      message: M.passwordLowercase,
      test: compiled(p.lowercase, (v) => /[a-z]/.test(v)),
    });
  if (constraints.number)
    rules.push({
      key: 'number',
      label: T.ruleNumber,
      message: M.passwordNumber,
      test: compiled(p.number, (v) => /\d/.test(v)),
    });
  if (constraints.special) {
    rules.push({
      key: 'special',
      label: fill(T.ruleSpecial, { characters: PASSWORD_SPECIAL_CHARACTERS.split('').join(' ') }),
      message: M.passwordSpecial,
      test: compiled(p.special, (v) => SPECIAL.test(v)),
    });
  }
  if (constraints.mixedCase)
    rules.push({
      key: 'mixedCase',
      label: T.ruleMixedCase,
      message: M.passwordMixedCase,
      test: compiled(p.mixedCase, (v) => /[A-Z]/.test(v) && /[a-z]/.test(v)),
    });
  return rules;
}

/** Each checklist line with whether the password meets it (the strength indicator). */
export const passwordChecklist = (password: string, constraints: PasswordConstraints, messages: AccountFormsText) =>
  passwordRules(constraints, messages).map((rule) => ({ key: rule.key, label: rule.label, met: rule.test(password) }));

const registrationPassword = (constraints: PasswordConstraints, messages: AccountFormsText) =>
  z
    .string()
    .min(1, messages.feedback.passwordCreate)
    .max(LOGIN_PASSWORD_MAX, messages.feedback.passwordInvalid)
    .superRefine((password, ctx) => {
      if (!password) return;
      const failed = passwordRules(constraints, messages).find((rule) => !rule.test(password));
      if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
    });

export const GENDER_CODES = [0, 1, 2, -1] as const;

/** The gender choices with their labels in the messages given. */
export const genderOptions = (messages: AccountFormsText) => {
  const labels: Record<(typeof GENDER_CODES)[number], string> = {
    0: messages.forms.genderNone,
    1: messages.forms.genderMale,
    2: messages.forms.genderFemale,
    [-1]: messages.forms.genderNoAnswer,
  };
  return GENDER_CODES.map((code) => ({ code, label: labels[code] }));
};

const optionalNumberIn = (min: number, max: number, M: AccountFeedbackText) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
    z.number().int().min(min, M.fieldRequired).max(max, M.fieldRequired).optional(),
  );

const orEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

export interface RegistrationRules {
  localeId: string;
  settings: RegisterFormSettings;
  constraints: PasswordConstraints;
  /** the messages in the form's locale */
  messages: AccountFormsText;
}

/**
 * The registration form (step 2 of account creation; the dialog and `/registration`, and the server action that
 * validates it again): every field of the form with its rule and message. The loyalty consent is required whenever it
 * is shown; "Create Account Without Rewards" tolerates that one error (`canSubmitWithoutRewards`).
 */
export function registrationSchemaFor({ localeId, settings, constraints, messages }: RegistrationRules) {
  const consent = showsLoyaltyConsent(settings);
  const M = messages.feedback;
  return z.object({
    email: emailWith(M),
    firstName: name(M.firstNameRequired, M.firstNameInvalid),
    lastName: name(M.lastNameRequired, M.lastNameInvalid),
    password: registrationPassword(constraints, messages),
    postalCode: z.preprocess(
      orEmpty,
      z
        .string()
        .trim()
        .min(1, M.fieldRequired)
        .refine((value) => isValidPostalCode(value, localeId), M.postalCodeInvalid),
    ),
    phone: z.preprocess(
      orEmpty,
      z
        .string()
        .trim()
        .min(1, M.fieldRequired)
        .refine((value) => isValidPhone(value, localeId), M.phoneInvalid),
    ),
    gender: z.preprocess(
      (value) => (value === '' || value === undefined ? 0 : Number(value)),
      z.union(
        GENDER_CODES.map((code) => z.literal(code)) as never as [
          z.ZodLiteral<0>,
          z.ZodLiteral<1>,
          z.ZodLiteral<2>,
          z.ZodLiteral<-1>,
        ],
        { error: M.fieldRequired },
      ),
    ),
    birthdayMonth: settings.isBirthdayStepEnabled
      ? optionalNumberIn(1, 12, M)
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
    birthdayDay: settings.isBirthdayStepEnabled
      ? optionalNumberIn(1, 31, M)
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
    addtoemaillist: checkbox,
    smssignup: settings.isSmsOptInEnabled
      ? checkbox
      : z
          .unknown()
          .optional()
          .transform(() => false),
    agreeToTerms: z.preprocess(
      (value) => value === undefined || value === '' || value === 'on' || value === 'true' || value === true,
      z.boolean(),
    ),
    privacyconsent: consent
      ? z.preprocess(
          (value) => value === 'on' || value === 'true' || value === true,
          z.literal(true, { error: M.fieldRequired }),
        )
      : checkbox,
  });
}

/** "Join For Free": the whole form is valid. */
export const canJoinForFree = (errors: Readonly<Record<string, unknown>>) => Object.keys(errors).length === 0;

/** "Create Account Without Rewards": valid, except that a lone loyalty-consent error is allowed. */
export const canSubmitWithoutRewards = (errors: Readonly<Record<string, unknown>>) =>
  Object.keys(errors).every((field) => field === 'privacyconsent');

/** The e-mail step of the dialog and of `/login`. */
export const emailStepSchemaFor = (M: AccountFeedbackText) => z.object({ email: emailWith(M) });
export type EmailStepForm = z.infer<ReturnType<typeof emailStepSchemaFor>>;

/** The forgot-password form: an empty address gets "Please enter a valid email address." too. */
export const resetEmailSchemaFor = (M: AccountFeedbackText) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, M.emailInvalid)
      .max(EMAIL_MAX_LENGTH, M.emailInvalid)
      .regex(EMAIL_PATTERN, M.emailInvalid),
  });

/** The profile form's messages: registration's own for the same fields. */
export type ProfileFeedbackText = Pick<
  AccountFeedbackText,
  | 'firstNameRequired'
  | 'firstNameInvalid'
  | 'lastNameRequired'
  | 'lastNameInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'fieldRequired'
  | 'phoneInvalid'
  | 'postalCodeInvalid'
>;

/**
 * The profile form of `/account`: registration's rules for names and e-mail; the phone and postal code, both
 * required, follow the shop locale's country.
 */
export function profileSchemaFor(M: ProfileFeedbackText, localeId: string) {
  return z.object({
    firstName: name(M.firstNameRequired, M.firstNameInvalid),
    lastName: name(M.lastNameRequired, M.lastNameInvalid),
    email: emailWith(M),
    phone: z
      .string()
      .trim()
      .min(1, M.fieldRequired)
      .refine((value) => isValidPhone(value, localeId), M.phoneInvalid),
    postalCode: z
      .string()
      .trim()
      .min(1, M.fieldRequired)
      .refine((value) => isValidPostalCode(value, localeId), M.postalCodeInvalid),
  });
}
export type ProfileForm = z.infer<ReturnType<typeof profileSchemaFor>>;

export type LoginForm = z.infer<ReturnType<typeof loginSchemaFor>>;
export type RegistrationForm = z.infer<ReturnType<typeof registrationSchemaFor>>;
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first message of each field that failed (a form shows one message per field). */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
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

const posted = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The registration form's values as posted (strings and checkbox states, no password), to validate and to show again. */
export function registrationFormValues(form: FormData): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const field of [
    'email',
    'firstName',
    'lastName',
    'postalCode',
    'phone',
    'gender',
    'birthdayMonth',
    'birthdayDay',
  ])
    out[field] = posted(form, field).trim();
  for (const box of ['addtoemaillist', 'smssignup', 'privacyconsent'])
    out[box] = form.get(box) !== null && form.get(box) !== 'false';
  out.agreeToTerms = form.get('agreeToTerms') === null ? true : form.get('agreeToTerms') !== 'false';
  return out;
}

/**
 * A posted registration checked with its site's schema: "Join For Free" needs the whole form valid; "Create Account
 * Without Rewards" allows a lone loyalty-consent error (the account is then created without the consent).
 */
export function validateRegistration(
  schema: ReturnType<typeof registrationSchemaFor>,
  values: Readonly<Record<string, string | boolean>>,
  password: string,
  isLoyaltyFormSubmit: boolean,
): { data: RegistrationForm } | { errors: FieldErrors<RegistrationForm> } {
  const parsed = schema.safeParse({ ...values, password });
  if (parsed.success) return { data: parsed.data };
  const errors = fieldErrors(parsed.error);
  const allowed = isLoyaltyFormSubmit ? canJoinForFree(errors) : canSubmitWithoutRewards(errors);
  if (!allowed) return { errors };
  // only the loyalty consent failed, and the shopper creates an account without rewards
  return { data: { ...schema.parse({ ...values, password, privacyconsent: 'true' }), privacyconsent: false } };
}
