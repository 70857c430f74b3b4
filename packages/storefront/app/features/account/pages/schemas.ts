import type { IntlShape } from 'react-intl';
import { z } from '../../../platform/zod';
import { parseShippingAddress, type AddressField, type ShippingAddress } from '../../../platform/address';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, fieldErrors, NAME_PATTERN, type FieldErrors } from '@ridgeline/commerce';
import { isValidPhone, isValidPostalCode } from '@ridgeline/commerce';
import { accountFieldMessages, profileMessages } from './messages';

const name = (required: string, invalid: string) =>
  z.string().trim().min(1, required).max(256, invalid).regex(NAME_PATTERN, invalid);

/**
 * The profile form of `/account`, for a shop locale (the phone and postal code follow its country), its messages in
 * `intl`'s locale.
 */
export function profileSchema(localeId: string, intl: IntlShape) {
  const A = Object.fromEntries(
    Object.entries(accountFieldMessages).map(([key, descriptor]) => [key, intl.formatMessage(descriptor)]),
  ) as Record<keyof typeof accountFieldMessages, string>;
  return z.object({
    firstName: name(A.firstNameRequired, A.firstNameInvalid),
    lastName: name(A.lastNameRequired, A.lastNameInvalid),
    email: z
      .string()
      .trim()
      .min(1, A.emailRequired)
      .max(EMAIL_MAX_LENGTH, A.emailInvalid)
      .regex(EMAIL_PATTERN, A.emailInvalid),
    phone: z
      .string()
      .trim()
      .min(1, A.fieldRequired)
      .refine((value) => isValidPhone(value, localeId), A.phoneInvalid),
    postalCode: z
      .string()
      .trim()
      .min(1, A.fieldRequired)
      .refine((value) => isValidPostalCode(value, localeId), A.postalCodeInvalid),
  });
}

export type ProfileForm = z.infer<ReturnType<typeof profileSchema>>;

export function parseProfile(
  form: Record<string, unknown>,
  localeId: string,
  intl: IntlShape,
): { ok: true; profile: ProfileForm } | { ok: false; errors: FieldErrors<ProfileForm> } {
  const result = profileSchema(localeId, intl).safeParse(form);
  return result.success ? { ok: true, profile: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** An address's name: what the shopper calls it ("Home"); its id in the address book. */
export const ADDRESS_NAME_MAX = 50;
const addressName = (intl: IntlShape) => {
  const message = intl.formatMessage(profileMessages.addressNameRequired);
  return z.string().trim().min(1, message).max(ADDRESS_NAME_MAX, message);
};

export type AddressFormField = AddressField | 'addressId';

/**
 * The address form of `/account/addresses`: a name, then the checkout's shipping address rules (CA and US), with the
 * checkout's messages, in `intl`'s locale.
 */
export function parseAccountAddress(
  form: Record<string, unknown>,
  intl: IntlShape,
):
  | { ok: true; addressId: string; address: ShippingAddress }
  | { ok: false; errors: Partial<Record<AddressFormField, string>> } {
  const id = addressName(intl).safeParse(form.addressId ?? '');
  const address = parseShippingAddress(form, intl);
  if (id.success && address.ok) return { ok: true, addressId: id.data, address: address.address };
  return {
    ok: false,
    errors: {
      ...(address.ok ? {} : address.errors),
      ...(id.success ? {} : { addressId: id.error.issues[0]!.message }),
    },
  };
}
