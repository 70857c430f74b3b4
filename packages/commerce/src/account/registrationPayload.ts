import type { RegistrationForm } from './schemas';

/** Where the shopper's session started: `web`, or a kiosk's origination (`kiosk_{region}_{storeNumber}…`). */
export const DEFAULT_SESSION_ORIGINATION = 'web';

/** `kiosk` when the session origination mentions a kiosk, else `web`. */
export const platformOfOrigin = (sessionOrigination: string): 'web' | 'kiosk' =>
  /kiosk/i.test(sessionOrigination) ? 'kiosk' : 'web';

/** A kiosk's store number: the third underscore-separated part of the origination (`kiosk_us_0042` → `0042`); else empty. */
export const storeNumberOf = (sessionOrigination: string): string =>
  platformOfOrigin(sessionOrigination) === 'kiosk' ? (sessionOrigination.split('_')[2] ?? '') : '';

export interface RegistrationPayload {
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    login: string;
    c_additionalFields: {
      phone: string;
      gender: number;
      postalCode: string;
      newsletter: boolean;
      sendsmsconsent: boolean;
      privacyconsent: boolean;
      isLoyaltyFormSubmit: boolean;
      storeNumber: string;
      platformOfOrigin: 'web' | 'kiosk';
      sessionOrigination: string;
      birthdayMonth?: number;
      birthdayDay?: number;
    };
  };
  password: string;
}

/** The Shopper Customers registration body of a validated form ("Join For Free" sets `isLoyaltyFormSubmit`). */
export function registrationPayload(
  form: RegistrationForm,
  {
    isLoyaltyFormSubmit,
    sessionOrigination = DEFAULT_SESSION_ORIGINATION,
  }: { isLoyaltyFormSubmit: boolean; sessionOrigination?: string },
): RegistrationPayload {
  const origination = sessionOrigination.trim() || DEFAULT_SESSION_ORIGINATION;
  return {
    customer: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      login: form.email,
      c_additionalFields: {
        phone: form.phone,
        gender: form.gender,
        postalCode: form.postalCode,
        newsletter: form.addtoemaillist,
        sendsmsconsent: form.smssignup,
        privacyconsent: form.privacyconsent,
        isLoyaltyFormSubmit,
        storeNumber: storeNumberOf(origination),
        platformOfOrigin: platformOfOrigin(origination),
        sessionOrigination: origination,
        ...(form.birthdayMonth !== undefined ? { birthdayMonth: form.birthdayMonth } : {}),
        ...(form.birthdayDay !== undefined ? { birthdayDay: form.birthdayDay } : {}),
      },
    },
    password: form.password,
  };
}
