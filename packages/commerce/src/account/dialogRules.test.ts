import { describe, expect, it } from 'vitest';
import { authDialogRulesOf, registrationViewOf } from './dialogRules';
import { UNKNOWN_CUSTOMER_PRECHECK } from './precheck';
import type { AccountFeedbackText, AccountFormsText, AccountRuleText } from './schemas';

/** Every message is its own key: a test reads which message a field got. */
const keys = <T extends object>() => new Proxy({}, { get: (_, key) => String(key) }) as T;
const messages: AccountFormsText = { feedback: keys<AccountFeedbackText>(), forms: keys<AccountRuleText>() };

describe('the sign-in dialog’s rules', () => {
  it('resolve the server’s schemas and check the registration with the precheck’s settings', () => {
    const schemas: unknown[] = [];
    const rules = authDialogRulesOf(
      'en-US',
      messages,
      (schema) => schemas.push(schema),
      (precheck, password) => ({ precheck, password }),
    );
    expect(schemas).toHaveLength(3);
    const registration = rules.registration(UNKNOWN_CUSTOMER_PRECHECK);
    expect(schemas).toHaveLength(4);
    expect(registration.errorsOf({ email: 'nope' })).toMatchObject({ email: 'emailInvalid' });
    expect(rules.registrationView(UNKNOWN_CUSTOMER_PRECHECK, 'pw')).toEqual({
      precheck: UNKNOWN_CUSTOMER_PRECHECK,
      password: 'pw',
    });
    expect(rules.nameValidOnBlur('Ada')).toBe(true);
    expect(rules.nameValidOnBlur('<script>')).toBe(false);
  });

  it('give the registration view the site’s options, the password checklist and the terms links', () => {
    const view = registrationViewOf(UNKNOWN_CUSTOMER_PRECHECK, 'abc', messages, { termsOfUse: '/terms' });
    expect(view.termsLinks).toEqual({ termsOfUse: '/terms' });
    expect(view.options.loyaltyConsent).toBe(
      UNKNOWN_CUSTOMER_PRECHECK.registerFormSettings.isLoyaltyExplicitConsentRequired &&
        UNKNOWN_CUSTOMER_PRECHECK.registerFormSettings.canEnrollInLoyalty,
    );
    expect(view.checklist.length).toBeGreaterThan(0);
    expect(view.genderOptions.map((option) => option.value)).toContain('0');
    expect(view.text).toBe(messages.forms);
  });
});
