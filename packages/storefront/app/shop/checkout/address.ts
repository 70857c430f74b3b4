import { z } from 'zod';

/** The countries the demo store ships to. */
export const SHIPPING_COUNTRIES = ['US', 'CA'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Postal codes per country: a US ZIP (12345 or 12345-6789) and a Canadian postal code (A1A 1A1, the space optional). */
export const POSTAL_CODE_PATTERNS: Readonly<Record<ShippingCountry, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
};

export const POSTAL_CODE_MESSAGES: Readonly<Record<ShippingCountry, string>> = {
  US: 'Enter a ZIP code such as 12345 or 12345-6789.',
  CA: 'Enter a postal code such as K1A 0B1.',
};

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

/**
 * A shipping address as the checkout's form sends it, validated on the server: names, street, city, state or
 * province, a postal code of the chosen country, an optional phone. Text is trimmed; a Canadian postal code is
 * upper-cased with its space.
 */
export const shippingAddressSchema = z
  .object({
    firstName: required('First name', 50),
    lastName: required('Last name', 50),
    address1: required('Address', 100),
    address2: z.string().trim().max(100, 'Address line 2 is at most 100 characters.').optional().transform((value) => value || undefined),
    city: required('City', 50),
    stateCode: z
      .string({ error: 'State or province is required.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Enter the two-letter state or province code.'),
    countryCode: z.enum(SHIPPING_COUNTRIES, { error: 'We ship to the United States and Canada only.' }),
    postalCode: z.string({ error: 'Postal code is required.' }).trim().min(1, 'Postal code is required.').max(10, 'Postal code is at most 10 characters.'),
    phone: z
      .string()
      .trim()
      .max(20, 'Phone is at most 20 characters.')
      .regex(/^[+\d\s().-]*$/, 'Enter a phone number with digits, spaces and + ( ) - only.')
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((address, context) => {
    if (!POSTAL_CODE_PATTERNS[address.countryCode].test(address.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: POSTAL_CODE_MESSAGES[address.countryCode] });
    }
  })
  .transform((address) => ({
    ...address,
    postalCode: address.countryCode === 'CA' ? address.postalCode.toUpperCase().replace(/^(\w{3}) ?(\w{3})$/, '$1 $2') : address.postalCode,
  }));

export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'stateCode', 'postalCode', 'countryCode', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address of a form, or the first message per field. */
export function parseShippingAddress(form: Record<string, unknown>): { ok: true; address: ShippingAddress } | { ok: false; errors: Partial<Record<AddressField, string>> } {
  const result = shippingAddressSchema.safeParse(form);
  if (result.success) return { ok: true, address: result.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (field && (ADDRESS_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A guest's contact email. */
export const contactEmailSchema = z.email({ error: 'Enter an email address such as name@example.com.' }).max(254, 'The email address is too long.');
