import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  parseShippingAddress as parseWith,
  shippingAddressSchema,
  SHIPPING_COUNTRIES,
  type AddressField,
  type ShippingAddressSchema,
} from '@ridgeline/commerce';
import { z } from './zod';

// The fields, countries and checks are the commerce domain's (`@ridgeline/commerce`); the words are the app's.
export { SHIPPING_COUNTRIES, type AddressField };
export type { ShippingAddress } from '@ridgeline/commerce';

/**
 * What the checkout's address and contact forms say when a field is refused. The server formats them in the request's
 * locale (the `intl` every parser takes); en-US keeps these words.
 */
export const addressMessages = defineMessages({
  firstNameRequired: { id: 'checkout.error.firstNameRequired', defaultMessage: 'First name is required.' },
  firstNameTooLong: {
    id: 'checkout.error.firstNameTooLong',
    defaultMessage: 'First name is at most {max} characters.',
  },
  lastNameRequired: { id: 'checkout.error.lastNameRequired', defaultMessage: 'Last name is required.' },
  lastNameTooLong: { id: 'checkout.error.lastNameTooLong', defaultMessage: 'Last name is at most {max} characters.' },
  address1Required: { id: 'checkout.error.address1Required', defaultMessage: 'Address is required.' },
  address1TooLong: { id: 'checkout.error.address1TooLong', defaultMessage: 'Address is at most {max} characters.' },
  address2TooLong: {
    id: 'checkout.error.address2TooLong',
    defaultMessage: 'Address line 2 is at most {max} characters.',
  },
  cityRequired: { id: 'checkout.error.cityRequired', defaultMessage: 'City is required.' },
  cityTooLong: { id: 'checkout.error.cityTooLong', defaultMessage: 'City is at most {max} characters.' },
  stateCodeRequired: { id: 'checkout.error.stateCodeRequired', defaultMessage: 'State or province is required.' },
  stateCodeFormat: {
    id: 'checkout.error.stateCodeFormat',
    defaultMessage: 'Enter the two-letter state or province code.',
  },
  countryCode: { id: 'checkout.error.countryCode', defaultMessage: 'We ship to the United States and Canada only.' },
  postalCodeRequired: { id: 'checkout.error.postalCodeRequired', defaultMessage: 'Postal code is required.' },
  postalCodeTooLong: {
    id: 'checkout.error.postalCodeTooLong',
    defaultMessage: 'Postal code is at most {max} characters.',
  },
  postalCodeUS: { id: 'checkout.error.postalCodeUS', defaultMessage: 'Enter a ZIP code such as 12345 or 12345-6789.' },
  postalCodeCA: { id: 'checkout.error.postalCodeCA', defaultMessage: 'Enter a postal code such as K1A 0B1.' },
  phoneTooLong: { id: 'checkout.error.phoneTooLong', defaultMessage: 'Phone is at most {max} characters.' },
  phoneFormat: {
    id: 'checkout.error.phoneFormat',
    defaultMessage: 'Enter a phone number with digits, spaces and + ( ) - only.',
  },
  emailRequired: { id: 'checkout.error.emailRequired', defaultMessage: 'Enter an email address.' },
  emailInvalid: {
    id: 'checkout.error.emailInvalid',
    defaultMessage: 'Enter an email address such as name@example.com.',
  },
  emailTooLong: { id: 'checkout.error.emailTooLong', defaultMessage: 'The email address is too long.' },
});

// One schema per locale's IntlShape (the server keeps one per locale), built on first use.
const schemas = new WeakMap<IntlShape, ShippingAddressSchema>();

/** The shipping address of a form (the checks of `@ridgeline/commerce`), or the first message per field in `intl`'s locale. */
export function parseShippingAddress(form: Record<string, unknown>, intl: IntlShape) {
  let schema = schemas.get(intl);
  if (!schema)
    schemas.set(
      intl,
      (schema = shippingAddressSchema((problem, values) =>
        intl.formatMessage(addressMessages[problem] as MessageDescriptor, values),
      )),
    );
  return parseWith(form, schema);
}

/** A guest's contact email (messages in `intl`'s locale). */
export function contactEmailSchema(intl: IntlShape) {
  return z
    .email({ error: intl.formatMessage(addressMessages.emailInvalid) })
    .max(254, intl.formatMessage(addressMessages.emailTooLong));
}
