import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  ADDRESS_FIELDS,
  POSTAL_CODE_PATTERNS,
  SHIPPING_COUNTRIES,
  type AddressField,
  type ShippingCountry,
} from '@ridgeline/commerce';
import { z } from './zod';

// The fields and countries are the commerce domain's (`@ridgeline/commerce`); the account pages take them from here.
export { SHIPPING_COUNTRIES, type AddressField };

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

const POSTAL_CODE_MESSAGES: Readonly<Record<ShippingCountry, MessageDescriptor>> = {
  US: addressMessages.postalCodeUS,
  CA: addressMessages.postalCodeCA,
};

/** A required text field: its own "is required" and "is at most {max} characters" messages (French needs each whole). */
const required = (
  intl: IntlShape,
  messages: { required: MessageDescriptor; tooLong: MessageDescriptor },
  max: number,
) =>
  z
    .string({ error: intl.formatMessage(messages.required) })
    .trim()
    .min(1, intl.formatMessage(messages.required))
    .max(max, intl.formatMessage(messages.tooLong, { max: String(max) }));

// One schema per locale's IntlShape (the server keeps one per locale), built on first use.
const schemas = new WeakMap<IntlShape, ReturnType<typeof buildShippingAddressSchema>>();

/**
 * A shipping address as the checkout's form sends it, validated on the server: names, street, city, state or
 * province, a postal code of the chosen country, an optional phone. Text is trimmed; a Canadian postal code is
 * upper-cased with its space. Messages in `intl`'s locale.
 */
export function shippingAddressSchema(intl: IntlShape) {
  let schema = schemas.get(intl);
  if (!schema) schemas.set(intl, (schema = buildShippingAddressSchema(intl)));
  return schema;
}

function buildShippingAddressSchema(intl: IntlShape) {
  const t = (descriptor: MessageDescriptor, values?: Record<string, string>) => intl.formatMessage(descriptor, values);
  const a = addressMessages;
  return z
    .object({
      firstName: required(intl, { required: a.firstNameRequired, tooLong: a.firstNameTooLong }, 50),
      lastName: required(intl, { required: a.lastNameRequired, tooLong: a.lastNameTooLong }, 50),
      address1: required(intl, { required: a.address1Required, tooLong: a.address1TooLong }, 100),
      address2: z
        .string()
        .trim()
        .max(100, t(a.address2TooLong, { max: '100' }))
        .optional()
        .transform((value) => value || undefined),
      city: required(intl, { required: a.cityRequired, tooLong: a.cityTooLong }, 50),
      stateCode: z
        .string({ error: t(a.stateCodeRequired) })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, t(a.stateCodeFormat)),
      countryCode: z.enum(SHIPPING_COUNTRIES, { error: t(a.countryCode) }),
      postalCode: z
        .string({ error: t(a.postalCodeRequired) })
        .trim()
        .min(1, t(a.postalCodeRequired))
        .max(10, t(a.postalCodeTooLong, { max: '10' })),
      phone: z
        .string()
        .trim()
        .max(20, t(a.phoneTooLong, { max: '20' }))
        .regex(/^[+\d\s().-]*$/, t(a.phoneFormat))
        .optional()
        .transform((value) => value || undefined),
    })
    .superRefine((address, context) => {
      if (!POSTAL_CODE_PATTERNS[address.countryCode].test(address.postalCode)) {
        context.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: t(POSTAL_CODE_MESSAGES[address.countryCode]),
        });
      }
    })
    .transform((address) => ({
      ...address,
      postalCode:
        address.countryCode === 'CA'
          ? address.postalCode.toUpperCase().replace(/^(\w{3}) ?(\w{3})$/, '$1 $2')
          : address.postalCode,
    }));
}

export type ShippingAddressInput = z.input<ReturnType<typeof shippingAddressSchema>>;
export type ShippingAddress = z.output<ReturnType<typeof shippingAddressSchema>>;

/** The address of a form, or the first message per field (in `intl`'s locale). */
export function parseShippingAddress(
  form: Record<string, unknown>,
  intl: IntlShape,
): { ok: true; address: ShippingAddress } | { ok: false; errors: Partial<Record<AddressField, string>> } {
  const result = shippingAddressSchema(intl).safeParse(form);
  if (result.success) return { ok: true, address: result.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (field && (ADDRESS_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A guest's contact email (messages in `intl`'s locale). */
export function contactEmailSchema(intl: IntlShape) {
  return z
    .email({ error: intl.formatMessage(addressMessages.emailInvalid) })
    .max(254, intl.formatMessage(addressMessages.emailTooLong));
}
