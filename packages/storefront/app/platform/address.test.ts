import { describe, expect, it } from 'vitest';
import { intlFor } from './i18n/catalogs.server';
import { contactEmailSchema, parseShippingAddress as parseIn } from './address';

const en = intlFor('en-US');
const fr = intlFor('fr-CA');
const parseShippingAddress = (form: Record<string, unknown>) => parseIn(form, en);

const base = {
  firstName: 'Jo',
  lastName: 'Hiker',
  address1: '1 Trail Rd',
  city: 'Portland',
  stateCode: 'or',
  postalCode: '97201',
  countryCode: 'US',
};

describe('shipping address schema', () => {
  it('accepts a US address with a ZIP or ZIP+4, trims and upper-cases the state', () => {
    const parsed = parseShippingAddress({ ...base, firstName: '  Jo ' });
    expect(parsed).toEqual({ ok: true, address: { ...base, firstName: 'Jo', stateCode: 'OR' } });
    expect(parseShippingAddress({ ...base, postalCode: '97201-1234' }).ok).toBe(true);
  });

  it('accepts a Canadian postal code with or without the space, normalised', () => {
    const parsed = parseShippingAddress({ ...base, countryCode: 'CA', stateCode: 'ON', postalCode: 'k1a0b1' });
    expect(parsed.ok && parsed.address.postalCode).toBe('K1A 0B1');
  });

  it('refuses a postal code of the other country, with the country’s example', () => {
    expect(parseShippingAddress({ ...base, postalCode: 'K1A 0B1' })).toEqual({
      ok: false,
      errors: { postalCode: 'Enter a ZIP code such as 12345 or 12345-6789.' },
    });
    expect(parseShippingAddress({ ...base, countryCode: 'CA', postalCode: '97201' })).toEqual({
      ok: false,
      errors: { postalCode: 'Enter a postal code such as K1A 0B1.' },
    });
  });

  it('refuses other countries and names every missing field', () => {
    expect(parseShippingAddress({ ...base, countryCode: 'DE' })).toMatchObject({
      ok: false,
      errors: { countryCode: 'We ship to the United States and Canada only.' },
    });
    const parsed = parseShippingAddress({ countryCode: 'US', firstName: ' ' });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && Object.keys(parsed.errors).sort()).toEqual([
      'address1',
      'city',
      'firstName',
      'lastName',
      'postalCode',
      'stateCode',
    ]);
    expect(!parsed.ok && parsed.errors.firstName).toBe('First name is required.');
  });

  it('an optional phone must look like one; long text is refused', () => {
    expect(parseShippingAddress({ ...base, phone: '+1 (503) 555-0100' }).ok).toBe(true);
    expect(parseShippingAddress({ ...base, phone: 'call me' })).toMatchObject({
      ok: false,
      errors: { phone: expect.stringContaining('digits') },
    });
    expect(parseShippingAddress({ ...base, city: 'x'.repeat(51) })).toMatchObject({
      ok: false,
      errors: { city: 'City is at most 50 characters.' },
    });
  });

  it('contact email', () => {
    expect(contactEmailSchema(en).safeParse('jo@example.com').success).toBe(true);
    expect(contactEmailSchema(en).safeParse('jo@').success).toBe(false);
  });

  it('fr-CA: every refusal in French, none in English; en-CA keeps the English words', () => {
    const empty = parseIn({ countryCode: 'US', firstName: ' ', phone: 'call me', address2: 'x'.repeat(101) }, fr);
    expect(empty.ok).toBe(false);
    const errors = !empty.ok ? empty.errors : {};
    expect(errors).toEqual({
      firstName: 'Le prénom est obligatoire.',
      lastName: 'Le nom de famille est obligatoire.',
      address1: 'L’adresse est obligatoire.',
      address2: 'La ligne d’adresse 2 ne doit pas dépasser 100 caractères.',
      city: 'La ville est obligatoire.',
      stateCode: 'L’État ou la province est obligatoire.',
      postalCode: 'Le code postal est obligatoire.',
      phone: 'Entrez un numéro de téléphone composé uniquement de chiffres, d’espaces et de + ( ) -.',
    });
    expect(
      parseIn({ ...base, countryCode: 'CA', stateCode: 'ON', postalCode: '97201', city: 'x'.repeat(51) }, fr),
    ).toEqual({
      ok: false,
      errors: {
        postalCode: 'Entrez un code postal comme K1A 0B1.',
        city: 'La ville ne doit pas dépasser 50 caractères.',
      },
    });
    expect(parseIn({ ...base, countryCode: 'DE' }, fr)).toMatchObject({
      errors: { countryCode: 'Nous livrons seulement aux États-Unis et au Canada.' },
    });
    expect(contactEmailSchema(fr).safeParse('jo@').error?.issues[0]?.message).toBe(
      'Entrez une adresse courriel comme nom@exemple.com.',
    );
    expect(contactEmailSchema(en).safeParse('jo@').error?.issues[0]?.message).toBe(
      'Enter an email address such as name@example.com.',
    );
    expect(parseIn({ ...base, firstName: '' }, intlFor('en-CA'))).toMatchObject({
      errors: { firstName: 'First name is required.' },
    });
  });
});
