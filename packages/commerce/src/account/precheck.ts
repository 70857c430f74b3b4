/**
 * What the authentication custom API's `precheck-customer` answers for an e-mail: which view comes next and how the
 * registration form looks. Shared by the server (route `POST /login/precheck`) and the dialog.
 */

/** `login`: a registered customer (password view next); `register`: a new customer (registration step 2 next). */
export type RegistrationStep = 'login' | 'register';

export interface RegisterFormSettings {
  canEnrollInLoyalty: boolean;
  loyaltyPrivacyConsentRequired: boolean;
  isFormatPhoneNumber: boolean;
  isCustomerOptInDefaultEnabled: boolean;
  isSmsOptInEnabled: boolean;
  isAccountCreationCaptchaEnabled: boolean;
  isExcludeNoFiTerms: boolean;
  isBirthdayStepEnabled: boolean;
  isLoyaltyExplicitConsentRequired: boolean;
}

/** The registration password checklist. `minLength` and the required kinds; `patterns` may replace a rule's test. */
export interface PasswordConstraints {
  minLength: number;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
  mixedCase?: boolean;
  /** Site-configured regular expressions (source text) that replace the built-in test of a rule. */
  patterns?: Partial<Record<'minLength' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'mixedCase', string>>;
}

export interface LoyaltyJoinBanner {
  callToAction: string;
  shipping: string;
  points: string;
  offers: string;
}

export interface PrecheckAnswer {
  registrationStep: RegistrationStep;
  registerFormSettings: RegisterFormSettings;
  passwordConstraints: PasswordConstraints;
  loyaltyJoinBanner?: LoyaltyJoinBanner | undefined;
  /** The password view asks for the postal code (it is then saved on the customer as `c_postalCode`). */
  updatePostalCode: boolean;
}

export const REGISTER_FORM_FLAGS = [
  'canEnrollInLoyalty',
  'loyaltyPrivacyConsentRequired',
  'isFormatPhoneNumber',
  'isCustomerOptInDefaultEnabled',
  'isSmsOptInEnabled',
  'isAccountCreationCaptchaEnabled',
  'isExcludeNoFiTerms',
  'isBirthdayStepEnabled',
  'isLoyaltyExplicitConsentRequired',
] as const satisfies readonly (keyof RegisterFormSettings)[];

/** Used when the precheck cannot be read: a plain form (no loyalty, no SMS, no birthday), the default checklist. */
export const DEFAULT_REGISTER_FORM_SETTINGS: RegisterFormSettings = {
  canEnrollInLoyalty: false,
  loyaltyPrivacyConsentRequired: false,
  isFormatPhoneNumber: true,
  isCustomerOptInDefaultEnabled: false,
  isSmsOptInEnabled: false,
  isAccountCreationCaptchaEnabled: false,
  isExcludeNoFiTerms: false,
  isBirthdayStepEnabled: false,
  isLoyaltyExplicitConsentRequired: false,
};

export const DEFAULT_PASSWORD_CONSTRAINTS: PasswordConstraints = {
  minLength: 8,
  uppercase: true,
  lowercase: true,
  number: true,
  special: false,
};

/** A failed precheck reads as "existing customer unknown": the password view, with the default settings. */
export const UNKNOWN_CUSTOMER_PRECHECK: PrecheckAnswer = {
  registrationStep: 'login',
  registerFormSettings: DEFAULT_REGISTER_FORM_SETTINGS,
  passwordConstraints: DEFAULT_PASSWORD_CONSTRAINTS,
  updatePostalCode: false,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an answer of the custom API defensively: unknown flags are false, a missing checklist is the default one. */
export function readPrecheck(raw: unknown): PrecheckAnswer {
  if (!isRecord(raw)) return UNKNOWN_CUSTOMER_PRECHECK;
  const flags = isRecord(raw.registerFormSettings) ? raw.registerFormSettings : {};
  const registerFormSettings = Object.fromEntries(
    REGISTER_FORM_FLAGS.map((flag) => [flag, flags[flag] === true]),
  ) as unknown as RegisterFormSettings;
  const c = isRecord(raw.passwordConstraints) ? raw.passwordConstraints : {};
  const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const patterns = isRecord(c.patterns)
    ? (Object.fromEntries(
        Object.entries(c.patterns).filter(([, v]) => typeof v === 'string' && v.length <= 200),
      ) as PasswordConstraints['patterns'])
    : undefined;
  const passwordConstraints: PasswordConstraints = {
    minLength:
      typeof c.minLength === 'number' && c.minLength >= 1 && c.minLength <= 255
        ? Math.floor(c.minLength)
        : DEFAULT_PASSWORD_CONSTRAINTS.minLength,
    uppercase: bool(c.uppercase, true),
    lowercase: bool(c.lowercase, true),
    number: bool(c.number, true),
    special: bool(c.special, false),
    ...(typeof c.mixedCase === 'boolean' ? { mixedCase: c.mixedCase } : {}),
    ...(patterns ? { patterns } : {}),
  };
  const banner = isRecord(raw.loyaltyJoinBanner) ? raw.loyaltyJoinBanner : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    registrationStep: raw.registrationStep === 'register' ? 'register' : 'login',
    registerFormSettings,
    passwordConstraints,
    ...(banner
      ? {
          loyaltyJoinBanner: {
            callToAction: text(banner.callToAction),
            shipping: text(banner.shipping),
            points: text(banner.points),
            offers: text(banner.offers),
          },
        }
      : {}),
    updatePostalCode: raw.updatePostalCode === true,
  };
}

/** Whether the loyalty consent checkbox is shown (and, for "Join For Free", required). */
export const showsLoyaltyConsent = (settings: RegisterFormSettings) =>
  settings.isLoyaltyExplicitConsentRequired && settings.canEnrollInLoyalty;
