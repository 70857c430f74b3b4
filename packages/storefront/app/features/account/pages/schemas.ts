import type { IntlShape } from 'react-intl';
import { z } from '../../../platform/zod';
import { parseShippingAddress, type ShippingAddress } from '../../../platform/address';
import { fieldErrors, profileSchemaFor, type FieldErrors, type ProfileForm } from '@ridgeline/commerce';
import type { AddressFormField } from '@ridgeline/commerce/server';
import { formatMessages } from '../../../platform/i18n/formatMessages';
import { accountFieldMessages, profileMessages } from './messages';

/** The profile form of `/account` (commerce's rules), for a shop locale, its messages in `intl`'s locale. */
export function parseProfile(
  form: Record<string, unknown>,
  localeId: string,
  intl: IntlShape,
): { ok: true; profile: ProfileForm } | { ok: false; errors: FieldErrors<ProfileForm> } {
  const result = profileSchemaFor(formatMessages(intl, accountFieldMessages), localeId).safeParse(form);
  return result.success ? { ok: true, profile: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** An address's name: what the shopper calls it ("Home"); its id in the address book. */
export const ADDRESS_NAME_MAX = 50;
const addressName = (intl: IntlShape) => {
  const message = intl.formatMessage(profileMessages.addressNameRequired);
  return z.string().trim().min(1, message).max(ADDRESS_NAME_MAX, message);
};

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
