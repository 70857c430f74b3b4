import { describe, expect, it } from 'vitest';
import { savedAddressChoices } from './checkoutView';

const home = {
  addressId: 'Home',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Trail Rd',
  city: 'Portland',
  stateCode: 'OR',
  postalCode: '97201',
  countryCode: 'US',
};
const cabin = { ...home, addressId: 'Cabin', address1: '9 Ridge Way', city: 'Bend', postalCode: '97701' };

describe('savedAddressChoices', () => {
  it('puts the preferred address first and checks it when the basket has no address yet', () => {
    const choices = savedAddressChoices([home, { ...cabin, preferred: true }], undefined);
    expect(choices.map((choice) => [choice.id, choice.selected])).toEqual([
      ['Cabin', true],
      ['Home', false],
    ]);
    expect(choices[0]!.address).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '9 Ridge Way',
      city: 'Bend',
      stateCode: 'OR',
      postalCode: '97701',
      countryCode: 'US',
    });
    expect(choices[0]!.address).not.toHaveProperty('preferred');
  });

  it('checks the first when none is preferred', () => {
    expect(savedAddressChoices([home, cabin], undefined).map((choice) => choice.selected)).toEqual([true, false]);
  });

  it('checks the one the basket ships to (case and spaces aside), whichever is preferred', () => {
    const basket = { ...cabin, address1: ' 9 RIDGE WAY ', phone: '5035550100' };
    const choices = savedAddressChoices([{ ...home, preferred: true }, cabin], basket);
    expect(choices.map((choice) => [choice.id, choice.selected])).toEqual([
      ['Home', false],
      ['Cabin', true],
    ]);
  });

  it('checks none when the basket ships to an address the book does not hold', () => {
    const typed = { ...home, address1: '2 Summit Ave' };
    expect(savedAddressChoices([home, cabin], typed).some((choice) => choice.selected)).toBe(false);
  });

  it('offers nothing from an empty book', () => {
    expect(savedAddressChoices([], undefined)).toEqual([]);
  });
});
