import { formatPhone } from './phone';
import { readPrecheck, showsLoyaltyConsent, type PrecheckAnswer } from './precheck';
import {
  canJoinForFree,
  canSubmitWithoutRewards,
  emailStepSchemaFor,
  fieldErrors,
  genderOptions,
  loginSchemaFor,
  NAME_BLUR_PATTERN,
  passwordChecklist,
  registrationDefaults,
  registrationSchemaFor,
  resetEmailSchemaFor,
  type AccountFormsText,
} from './schemas';

/**
 * The sign-in dialog's rules (`@ridgeline/ui` `AuthDialogRules`): the server's own schemas and checks in the page's
 * messages, so the dialog refuses what the server would. `resolverOf` makes the form library's resolver of a zod
 * schema (the app's `zodResolver`): this package has no form library; `registrationView` gives the registration
 * view's props that follow the site and the password as typed.
 */
export function authDialogRulesOf<R, V>(
  localeId: string,
  messages: AccountFormsText,
  resolverOf: (schema: unknown) => R,
  registrationView: (precheck: PrecheckAnswer, password: string) => V,
) {
  const M = messages.feedback;
  return {
    emailResolver: resolverOf(emailStepSchemaFor(M)),
    loginResolver: resolverOf(loginSchemaFor(M)),
    resetResolver: resolverOf(resetEmailSchemaFor(M)),
    registration(precheck: PrecheckAnswer) {
      const schema = registrationSchemaFor({
        localeId,
        settings: precheck.registerFormSettings,
        constraints: precheck.passwordConstraints,
        messages,
      });
      return {
        resolver: resolverOf(schema),
        errorsOf(values: Readonly<Record<string, unknown>>) {
          const parsed = schema.safeParse(values);
          return parsed.success ? {} : fieldErrors(parsed.error);
        },
      };
    },
    readPrecheck,
    registrationDefaults,
    registrationView,
    formatPhone,
    nameValidOnBlur: (value: string) => NAME_BLUR_PATTERN.test(value),
    canJoinForFree,
    canSubmitWithoutRewards,
  };
}

/** The registration view's props that follow the site (the precheck) and the password as typed, in the messages given. */
export function registrationViewOf<M extends AccountFormsText, L>(
  precheck: PrecheckAnswer,
  password: string,
  messages: M,
  termsLinks: L,
) {
  const settings = precheck.registerFormSettings;
  return {
    options: { ...settings, loyaltyConsent: showsLoyaltyConsent(settings) },
    banner: precheck.loyaltyJoinBanner,
    checklist: passwordChecklist(password, precheck.passwordConstraints, messages),
    genderOptions: genderOptions(messages).map((option) => ({ value: String(option.code), label: option.label })),
    termsLinks,
    text: messages.forms as M['forms'],
  };
}
