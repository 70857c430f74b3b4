import { describe, expect, it, vi } from 'vitest';
import { AccountCallError } from '../account.server';
import { changeAddresses, joinMembership, loadProfile, saveProfile, type AccountPagesText } from './pages.server';
import type { ProfileDeps } from './profile.server';

const TEXT: AccountPagesText = {
  profileFailed: 'profile failed',
  addressFailed: 'address failed',
  addressNotFound: 'address not found',
  addressNameTaken: 'name taken',
  loyaltyFailed: 'loyalty failed',
};
const shopper = { accessToken: 'token', customerId: 'c1' };
const refused = (status: number) =>
  vi.fn(async () => Promise.reject(new AccountCallError(status, `refused ${status}`)));

function fakeDeps(overrides: Partial<ProfileDeps> = {}): ProfileDeps {
  return {
    getCustomer: vi.fn(async () => ({ customerId: 'c1', firstName: 'Ada', login: 'ada@example.com' })),
    updateCustomer: vi.fn(async () => undefined),
    getOrders: vi.fn(async () => []),
    createAddress: vi.fn(async () => undefined),
    updateAddress: vi.fn(async () => undefined),
    removeAddress: vi.fn(async () => undefined),
    loyaltyStatus: vi.fn(async () => ({ loyaltyActiveInCurrentSession: false })),
    joinLoyalty: vi.fn(async () => undefined),
    profilingProgress: vi.fn(async () => ({ progressDecimal: 0.5 })),
    profilingStepData: vi.fn(async () => ({ activatedSteps: { preferenceTypes: [] } })),
    saveProfilingAnswers: vi.fn(async () => ({ progressDecimal: 1 })),
    ...overrides,
  } as ProfileDeps;
}
const accept = <T extends Record<string, string>>(values: T) => ({ ok: true as const, profile: values });

describe('the account pages', () => {
  it('read the profile and the profiling progress; a failed progress shows no banner, an ended session goes on up', async () => {
    expect(await loadProfile(shopper, fakeDeps(), true)).toMatchObject({
      customer: { firstName: 'Ada', email: 'ada@example.com' },
      progress: { progressDecimal: 0.5 },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await loadProfile(shopper, fakeDeps({ profilingProgress: refused(500) }), true)).progress).toBeNull();
    expect(warn.mock.calls[0]![0]).toContain('profiling-progress-failed');
    warn.mockRestore();
    const signedOut = new Response(null, { status: 303 });
    const ended = fakeDeps({ profilingProgress: vi.fn(async () => Promise.reject(signedOut)) });
    await expect(loadProfile(shopper, ended, true)).rejects.toBe(signedOut);
  });

  it('save a valid profile as the API names it, and say why not otherwise', async () => {
    const deps = fakeDeps();
    const form = { firstName: 'Ada', lastName: 'L', email: 'a@b.co', phone: '4155550100', postalCode: '94110' };
    expect(await saveProfile(form, shopper, deps, { parse: accept, text: TEXT })).toBe('profile-saved');
    expect(deps.updateCustomer).toHaveBeenCalledWith('token', 'c1', {
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.co',
      phoneHome: '4155550100',
      c_postalCode: '94110',
    });
    const invalid = await saveProfile(form, shopper, deps, {
      parse: () => ({ ok: false, errors: { email: 'bad' } }),
      text: TEXT,
    });
    expect(invalid).toMatchObject({ status: 400, errors: { email: 'bad' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = await saveProfile(form, shopper, fakeDeps({ updateCustomer: refused(500) }), {
      parse: accept,
      text: TEXT,
    });
    expect(failed).toMatchObject({ status: 502, formError: 'profile failed' });
    warn.mockRestore();
  });

  it("tell the shopper's address problems (gone, name taken) from an outage", async () => {
    const parse = (values: Record<string, string>) => ({
      ok: true as const,
      addressId: values.addressId!,
      address: {
        firstName: 'A',
        lastName: 'L',
        address1: '1 Way',
        city: 'X',
        stateCode: 'CA',
        postalCode: '94110',
        countryCode: 'US',
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await changeAddresses({ intent: 'remove', addressId: 'Home' }, shopper, fakeDeps(), { parse, text: TEXT }),
    ).toBe('address-removed');
    const gone = fakeDeps({ removeAddress: refused(404) });
    expect(
      await changeAddresses({ intent: 'remove', addressId: 'Gone' }, shopper, gone, { parse, text: TEXT }),
    ).toEqual({
      status: 404,
      values: {},
      errors: {},
      formError: 'address not found',
    });
    const taken = fakeDeps({ updateAddress: refused(400) });
    const edit = { intent: 'save', originalId: 'Home', addressId: 'Work' };
    expect(await changeAddresses(edit, shopper, taken, { parse, text: TEXT })).toMatchObject({
      status: 400,
      editing: 'Home',
      errors: { addressId: 'name taken' },
    });
    const down = fakeDeps({ createAddress: refused(503) });
    expect(
      await changeAddresses({ intent: 'save', addressId: 'New' }, shopper, down, { parse, text: TEXT }),
    ).toMatchObject({ status: 502, formError: 'address failed' });
    warn.mockRestore();
  });

  it('join the loyalty programme, or say it failed', async () => {
    expect(await joinMembership(shopper, fakeDeps(), TEXT)).toBe('loyalty-joined');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await joinMembership(shopper, fakeDeps({ joinLoyalty: refused(500) }), TEXT)).toEqual({
      status: 502,
      formError: 'loyalty failed',
    });
    warn.mockRestore();
  });
});
