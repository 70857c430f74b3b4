import { z } from 'zod';
import { parseShippingAddress, type AddressField, type ShippingAddress } from '../../shop/checkout/address';
import { ACCOUNT_MESSAGES as A } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, fieldErrors, NAME_PATTERN, type FieldErrors } from '../schemas';
import { isValidPhone, isValidPostalCode } from './fieldRules';
import { PROFILE_MESSAGES as M } from './messages';

const name = (required: string, invalid: string) => z.string().trim().min(1, required).max(256, invalid).regex(NAME_PATTERN, invalid);

/** The profile form of `/account`, for a shop locale (the phone and postal code follow its country). */
export function profileSchema(localeId: string) {
  return z.object({
    firstName: name(A.firstNameRequired, A.firstNameInvalid),
    lastName: name(A.lastNameRequired, A.lastNameInvalid),
    email: z.string().trim().min(1, A.emailRequired).max(EMAIL_MAX_LENGTH, A.emailInvalid).regex(EMAIL_PATTERN, A.emailInvalid),
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

export type ProfileForm = z.infer<ReturnType<typeof profileSchema>>;

export function parseProfile(form: Record<string, unknown>, localeId: string): { ok: true; profile: ProfileForm } | { ok: false; errors: FieldErrors<ProfileForm> } {
  const result = profileSchema(localeId).safeParse(form);
  return result.success ? { ok: true, profile: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** An address's name: what the shopper calls it ("Home"); its id in the address book. */
export const ADDRESS_NAME_MAX = 50;
const addressName = z.string().trim().min(1, M.addressNameRequired).max(ADDRESS_NAME_MAX, M.addressNameRequired);

export type AddressFormField = AddressField | 'addressId';

/** The address form of `/account/addresses`: a name, then the checkout's shipping address rules (CA and US). */
export function parseAccountAddress(
  form: Record<string, unknown>,
): { ok: true; addressId: string; address: ShippingAddress } | { ok: false; errors: Partial<Record<AddressFormField, string>> } {
  const id = addressName.safeParse(form.addressId ?? '');
  const address = parseShippingAddress(form);
  if (id.success && address.ok) return { ok: true, addressId: id.data, address: address.address };
  return {
    ok: false,
    errors: { ...(address.ok ? {} : address.errors), ...(id.success ? {} : { addressId: id.error.issues[0]!.message }) },
  };
}
