import { describe, expect, it } from 'vitest';
import { parseShippingAddress, shippingAddressSchema } from './addressSchema';

// Each problem says its own name (and limit), so a test reads which check refused.
const schema = shippingAddressSchema((problem, values) => (values ? `${problem}:${values.max}` : problem));
const parse = (form: Record<string, unknown>) => parseShippingAddress(form, schema);
const base = {
  firstName: 'Jo',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Portland',
  stateCode: 'or',
  countryCode: 'US',
  postalCode: '97201',
};

describe('shippingAddressSchema: the checks, in the words the caller gives', () => {
  it('trims, upper-cases the state, drops empty optional fields, spaces a Canadian postal code', () => {
    expect(parse({ ...base, firstName: ' Jo ', address2: ' ', phone: '' })).toEqual({
      ok: true,
      address: { ...base, stateCode: 'OR', address2: undefined, phone: undefined },
    });
    const canada = parse({ ...base, countryCode: 'CA', stateCode: 'ON', postalCode: 'k1a0b1' });
    expect(canada.ok && canada.address.postalCode).toBe('K1A 0B1');
  });

  it("refuses each field with the caller's sentence for that problem, the first per field", () => {
    expect(parse({ countryCode: 'US', firstName: ' ', city: 'x'.repeat(51), phone: 'call me' })).toEqual({
      ok: false,
      errors: {
        firstName: 'firstNameRequired',
        lastName: 'lastNameRequired',
        address1: 'address1Required',
        city: 'cityTooLong:50',
        stateCode: 'stateCodeRequired',
        postalCode: 'postalCodeRequired',
        phone: 'phoneFormat',
      },
    });
    expect(parse({ ...base, countryCode: 'DE' })).toEqual({ ok: false, errors: { countryCode: 'countryCode' } });
  });

  it("checks the postal code against the chosen country's form", () => {
    expect(parse({ ...base, postalCode: 'K1A 0B1' })).toEqual({ ok: false, errors: { postalCode: 'postalCodeUS' } });
    expect(parse({ ...base, countryCode: 'CA', postalCode: '97201' })).toEqual({
      ok: false,
      errors: { postalCode: 'postalCodeCA' },
    });
    expect(parse({ ...base, postalCode: '97201-1234' }).ok).toBe(true);
  });
});
