import { Hono } from 'hono';
import type { Context } from 'hono';
import { customerByLogin, type CustomerRow } from './accounts.js';
import { badRequest, readJsonBody, scapiRoute } from './errors.js';
import type { ShopContext } from './baskets.js';
import { checkShopper } from './shopper.js';

/** The registration form's settings the precheck answers (the nine flags of `registerFormSettings`). */
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

/** The demo site's form: loyalty with explicit consent, SMS opt-in, birthday step, e-mail opt-in ticked. */
export const DEMO_REGISTER_FORM_SETTINGS: RegisterFormSettings = {
  canEnrollInLoyalty: true,
  loyaltyPrivacyConsentRequired: true,
  isFormatPhoneNumber: true,
  isCustomerOptInDefaultEnabled: true,
  isSmsOptInEnabled: true,
  isAccountCreationCaptchaEnabled: false,
  isExcludeNoFiTerms: false,
  isBirthdayStepEnabled: true,
  isLoyaltyExplicitConsentRequired: true,
};

export const DEMO_PASSWORD_CONSTRAINTS = {
  minLength: 8,
  uppercase: true,
  lowercase: true,
  number: true,
  special: false,
} as const;

export const DEMO_LOYALTY_JOIN_BANNER = {
  callToAction: 'Join Ridgeline Rewards for free',
  shipping: 'Free standard shipping on every order',
  points: 'Earn points on every purchase',
  offers: 'Member-only offers and early access',
} as const;

export interface PostAuthRecord {
  customerId: string;
  at: number;
}

const EMAIL = /^[\w.%+-]+@(?:[\w-]+\.)+[A-Za-z]{2,6}$/;

/**
 * The authentication custom API (`/custom/authentication/v1/organizations/{org}/precheck-customer?siteId&locale`,
 * Bearer token of any shopper, JSON body `{ gatewayEmail }`): whether the e-mail belongs to a registered customer
 * (`registrationStep: 'login'`) or not (`'register'`), with the registration form's settings, the password checklist,
 * the loyalty banner and whether the password view asks for a postal code. Also `POST /post-auth` (empty body, a
 * registered customer's token), the storefront's call after every sign-in or registration, recorded in `postAuth`.
 */
export function createAuthenticationApi(
  ctx: ShopContext,
  settings: RegisterFormSettings = DEMO_REGISTER_FORM_SETTINGS,
) {
  const { config, auth, database } = ctx;
  const app = new Hono();
  const postAuth: PostAuthRecord[] = [];
  app.post(
    '/custom/authentication/v1/organizations/:org/precheck-customer',
    scapiRoute(async (c: Context) => {
      checkShopper(c, config, auth);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      const email = body.gatewayEmail;
      if (typeof email !== 'string' || email.length > 50 || !EMAIL.test(email.trim())) {
        throw badRequest(
          'invalid-request-body',
          'Invalid Request Body',
          'The body needs "gatewayEmail", a valid e-mail address of at most 50 characters.',
        );
      }
      const existing: CustomerRow | undefined = await customerByLogin(await database.open(), email);
      return {
        registrationStep: existing ? 'login' : 'register',
        registerFormSettings: { ...settings },
        passwordConstraints: { ...DEMO_PASSWORD_CONSTRAINTS },
        loyaltyJoinBanner: { ...DEMO_LOYALTY_JOIN_BANNER },
        updatePostalCode: false,
      };
    }),
  );
  app.post('/post-auth', (c) => {
    const claims = auth.verify(c.req.header('authorization'));
    if ('error' in claims) return c.json({ title: 'Unauthorized', detail: String(claims.error) }, 401);
    const customerId = /(?:^|::)rcid:([^:]+)/.exec(claims.isb)?.[1];
    if (!customerId)
      return c.json({ title: 'Forbidden', detail: 'The post-auth call needs a registered customer.' }, 403);
    postAuth.push({ customerId, at: Date.now() });
    if (postAuth.length > 1000) postAuth.shift();
    return c.json({ success: true });
  });
  return { app, postAuth };
}

/** What the sandbox checks in `c_additionalFields` of a registration; each failure is a field message. */
export function additionalFieldsProblems(fields: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const phone = fields.phone;
  if (
    phone !== undefined &&
    (typeof phone !== 'string' ||
      phone.trim().length < 10 ||
      phone.trim().length > 20 ||
      phone.replace(/\D/g, '').length < 7)
  ) {
    problems.phone = 'Please enter a valid phone number.';
  }
  const postalCode = fields.postalCode;
  if (
    postalCode !== undefined &&
    (typeof postalCode !== 'string' || !/^[A-Za-z\d][A-Za-z\d -]{1,9}$/.test(postalCode.trim()))
  ) {
    problems.postalCode = 'Please enter a valid zip code';
  }
  if (fields.gender !== undefined && ![0, 1, 2, -1].includes(fields.gender as number))
    problems.gender = 'This field is required.';
  const within = (value: unknown, max: number) =>
    value === undefined || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max);
  if (!within(fields.birthdayMonth, 12)) problems.birthdayMonth = 'This field is required.';
  if (!within(fields.birthdayDay, 31)) problems.birthdayDay = 'This field is required.';
  for (const flag of ['newsletter', 'sendsmsconsent', 'privacyconsent', 'isLoyaltyFormSubmit'] as const) {
    if (fields[flag] !== undefined && typeof fields[flag] !== 'boolean') problems[flag] = 'This field is required.';
  }
  if (fields.platformOfOrigin !== undefined && fields.platformOfOrigin !== 'web' && fields.platformOfOrigin !== 'kiosk')
    problems.platformOfOrigin = 'This field is required.';
  return problems;
}
