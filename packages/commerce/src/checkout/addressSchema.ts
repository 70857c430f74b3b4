/**
 * The shipping address's checks (browser-safe: the account pages check in the browser too). The words are the caller's:
 * it says each problem in the shopper's language, so French gets whole sentences of its own.
 */
import { z } from 'zod';
import { ADDRESS_FIELDS, POSTAL_CODE_PATTERNS, SHIPPING_COUNTRIES, type AddressField } from './address';

/** What the checks refuse, one name per sentence the shopper reads. */
export type AddressCheckProblem =
  | 'firstNameRequired'
  | 'firstNameTooLong'
  | 'lastNameRequired'
  | 'lastNameTooLong'
  | 'address1Required'
  | 'address1TooLong'
  | 'address2TooLong'
  | 'cityRequired'
  | 'cityTooLong'
  | 'stateCodeRequired'
  | 'stateCodeFormat'
  | 'countryCode'
  | 'postalCodeRequired'
  | 'postalCodeTooLong'
  | 'postalCodeUS'
  | 'postalCodeCA'
  | 'phoneTooLong'
  | 'phoneFormat';

/** Says a problem in the shopper's language; `max` is the limit of a "too long" problem. */
export type SayAddressProblem = (problem: AddressCheckProblem, values?: { max: string }) => string;

/** A required text field of at most `max` characters, with its own two sentences. */
function requiredText(say: SayAddressProblem, field: 'firstName' | 'lastName' | 'address1' | 'city', max: number) {
  const required = say(`${field}Required`);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, say(`${field}TooLong`, { max: String(max) }));
}

/** An optional text field: trimmed, empty is absent. */
const optionalText = (schema: z.ZodString) => schema.optional().transform((value) => value || undefined);

/**
 * A shipping address as a form sends it: names, street, city, a two-letter state or province, a postal code of the
 * chosen country, an optional phone. Text is trimmed; a Canadian postal code is upper-cased with its space.
 */
export function shippingAddressSchema(say: SayAddressProblem) {
  return z
    .object({
      firstName: requiredText(say, 'firstName', 50),
      lastName: requiredText(say, 'lastName', 50),
      address1: requiredText(say, 'address1', 100),
      address2: optionalText(
        z
          .string()
          .trim()
          .max(100, say('address2TooLong', { max: '100' })),
      ),
      city: requiredText(say, 'city', 50),
      stateCode: z
        .string({ error: say('stateCodeRequired') })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, say('stateCodeFormat')),
      countryCode: z.enum(SHIPPING_COUNTRIES, { error: say('countryCode') }),
      postalCode: z
        .string({ error: say('postalCodeRequired') })
        .trim()
        .min(1, say('postalCodeRequired'))
        .max(10, say('postalCodeTooLong', { max: '10' })),
      phone: optionalText(
        z
          .string()
          .trim()
          .max(20, say('phoneTooLong', { max: '20' }))
          .regex(/^[+\d\s().-]*$/, say('phoneFormat')),
      ),
    })
    .superRefine((address, context) => {
      if (!POSTAL_CODE_PATTERNS[address.countryCode].test(address.postalCode))
        context.addIssue({ code: 'custom', path: ['postalCode'], message: say(`postalCode${address.countryCode}`) });
    })
    .transform((address) => ({
      ...address,
      postalCode:
        address.countryCode === 'CA'
          ? address.postalCode.toUpperCase().replace(/^(\w{3}) ?(\w{3})$/, '$1 $2')
          : address.postalCode,
    }));
}

export type ShippingAddressSchema = ReturnType<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<ShippingAddressSchema>;
export type ShippingAddress = z.output<ShippingAddressSchema>;

/** The address of a form, or the first sentence per field that refused it. */
export function parseShippingAddress(
  form: Record<string, unknown>,
  schema: ShippingAddressSchema,
): { ok: true; address: ShippingAddress } | { ok: false; errors: Partial<Record<AddressField, string>> } {
  const result = schema.safeParse(form);
  if (result.success) return { ok: true, address: result.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (field && (ADDRESS_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
