import { describe, expect, it, vi } from 'vitest';
import { AccountCallError } from '../account.server';
import {
  changeAddresses,
  joinMembership,
  loadOrders,
  loadProfile,
  orderHistoryPageNumber,
  saveProfile,
  type AccountPagesText,
} from './pages.server';
import { ORDERS_PAGE_SIZE, type AccountOrder, type ProfileDeps } from './profile.server';

const TEXT: AccountPagesText = {
  profileFailed: 'profile failed',
  addressFailed: 'address failed',
  addressNotFound: 'address not found',
  addressNameTaken: 'name taken',
  loyaltyFailed: 'loyalty failed',
  loyaltyIneligible: 'not eligible',
};
const shopper = { accessToken: 'token', customerId: 'c1' };
const refused = (status: number) =>
  vi.fn(async () => Promise.reject(new AccountCallError(status, `refused ${status}`)));

function fakeDeps(overrides: Partial<ProfileDeps> = {}): ProfileDeps {
  return {
    getCustomer: vi.fn(async () => ({ customerId: 'c1', firstName: 'Ada', login: 'ada@example.com' })),
    updateCustomer: vi.fn(async () => undefined),
    getOrders: vi.fn(async () => ({ orders: [], total: 0 })),
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
    // the programme's refusal of this customer is not a failure to retry
    expect(await joinMembership(shopper, fakeDeps({ joinLoyalty: refused(409) }), TEXT)).toEqual({
      status: 409,
      formError: 'not eligible',
    });
    warn.mockRestore();
  });
});

describe('the order history', () => {
  /** A customer with `count` orders, numbered 1… oldest first; the fake pages them as the API does (newest first). */
  function ordersOf(count: number) {
    const all: AccountOrder[] = Array.from({ length: count }, (_, index) => ({
      orderNo: String(index + 1),
      creationDate: `2026-01-01T00:00:${String(index).padStart(2, '0')}Z`,
    }));
    const newest = [...all].reverse();
    return vi.fn(async (_token: string, _customerId: string, offset: number) => ({
      orders: newest.slice(offset, offset + ORDERS_PAGE_SIZE),
      total: count,
    }));
  }

  it('shows ten orders a page, newest first, asking the API from the page offset', async () => {
    expect(ORDERS_PAGE_SIZE).toBe(10);
    const getOrders = ordersOf(23);
    const second = await loadOrders(shopper, fakeDeps({ getOrders }), 2);
    expect(getOrders).toHaveBeenCalledWith('token', 'c1', 10);
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(3);
    expect(second.orders.map((order) => order.orderNo)).toEqual(['13', '12', '11', '10', '9', '8', '7', '6', '5', '4']);
    expect((await loadOrders(shopper, fakeDeps({ getOrders }), 3)).orders.map((order) => order.orderNo)).toEqual([
      '3',
      '2',
      '1',
    ]);
  });

  it('lands on the last page when asked for one past the end, and counts an empty history as one page', async () => {
    const getOrders = ordersOf(12);
    const past = await loadOrders(shopper, fakeDeps({ getOrders }), 9);
    expect(past).toMatchObject({ page: 2, pageCount: 2 });
    expect(past.orders.map((order) => order.orderNo)).toEqual(['2', '1']);
    expect(getOrders.mock.calls.map((call) => call[2])).toEqual([80, 10]);
    expect(await loadOrders(shopper, fakeDeps({ getOrders: ordersOf(0) }))).toEqual({
      orders: [],
      page: 1,
      pageCount: 1,
    });
  });

  it('reads ?page= as a whole number from 1 and anything else as the first page', () => {
    const page = (query: string) => orderHistoryPageNumber(new URLSearchParams(query));
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(1);
    for (const odd of ['page=0', 'page=-2', 'page=1.5', 'page=2e3', 'page=abc', 'page=%202', 'page=0x10']) {
      expect(page(odd)).toBe(1);
    }
    expect(page('page=999999')).toBe(1000);
  });
});
