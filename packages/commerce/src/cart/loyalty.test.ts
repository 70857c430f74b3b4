import { describe, expect, it } from 'vitest';
import { LOYALTY_MIN_REWARDS_BALANCE, loyaltyExpiryAlertDays, loyaltyState, loyaltyThreshold } from './loyalty';

const member = (points: number, status = 'member') => ({
  status: {
    loyaltyActiveInCurrentSession: true,
    tier: { status, expirationDate: { formattedString: 'December 31, 2027' } },
    rewardsBalance: { available: { points, currencyFormattedString: '$12.00' } },
  },
});

describe('loyalty tracker states', () => {
  it('loading, error and not active', () => {
    expect(loyaltyState(undefined, 500)).toEqual({ kind: 'loading' });
    expect(loyaltyState({ error: new Error('Request failed with status 500 ') }, 500)).toEqual({ kind: 'error' });
    expect(loyaltyState({ status: { loyaltyActiveInCurrentSession: false } }, 500)).toEqual({ kind: 'inactive' });
    expect(loyaltyState({ status: {} }, 500)).toEqual({ kind: 'inactive' });
  });

  it('base member versus titanium tier; progress is points divided by the minimum redemption threshold', () => {
    expect(loyaltyState(member(250), 500)).toMatchObject({
      kind: 'member',
      points: 250,
      threshold: 500,
      progress: 0.5,
      balance: '$12.00',
      expires: 'December 31, 2027',
    });
    expect(loyaltyState(member(1200, 'Titanium'), 500)).toMatchObject({ kind: 'titanium', progress: 1 });
    expect(loyaltyState(member(100), 400)).toMatchObject({ progress: 0.25 });
  });

  it('the threshold comes from LOYALTY_MIN_REDEMPTION_POINTS, with a default for a missing or bad value', () => {
    expect(loyaltyThreshold({ LOYALTY_MIN_REDEMPTION_POINTS: '800' })).toBe(800);
    expect(loyaltyThreshold({})).toBe(500);
    expect(loyaltyThreshold({ LOYALTY_MIN_REDEMPTION_POINTS: '-3' })).toBe(500);
    expect(loyaltyThreshold({ LOYALTY_MIN_REDEMPTION_POINTS: '0' })).toBe(500);
  });

  it('warns of a tier expiring within the alert window, on its dateValue and the clock given', () => {
    const now = Date.parse('2027-12-01T00:00:00Z');
    const expiring = (dateValue: string) => ({
      status: { loyaltyActiveInCurrentSession: true, tier: { status: 'member', expirationDate: { dateValue } } },
    });
    expect(loyaltyState(expiring('2027-12-31T00:00:00Z'), 500, { now, alertDays: 30 })).toMatchObject({
      expiresSoon: true,
    });
    expect(loyaltyState(expiring('2027-12-31T00:00:01Z'), 500, { now, alertDays: 30 })).not.toHaveProperty(
      'expiresSoon',
    );
    expect(loyaltyState(expiring('2027-11-30T00:00:00Z'), 500, { now, alertDays: 30 })).not.toHaveProperty(
      'expiresSoon',
    );
    expect(loyaltyState(expiring('not a date'), 500, { now, alertDays: 30 })).not.toHaveProperty('expiresSoon');
    expect(loyaltyState(expiring('2027-12-02T00:00:00Z'), 500, { now, alertDays: 0 })).not.toHaveProperty(
      'expiresSoon',
    );
  });

  it('the alert window comes from LOYALTY_TIER_EXPIRY_ALERT_DAYS; the minimum rewards balance shown is $5.00', () => {
    expect(loyaltyExpiryAlertDays({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: '14' })).toBe(14);
    expect(loyaltyExpiryAlertDays({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: '0' })).toBe(0);
    expect(loyaltyExpiryAlertDays({})).toBe(30);
    expect(loyaltyExpiryAlertDays({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: '400' })).toBe(30);
    expect(loyaltyExpiryAlertDays({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: '-1' })).toBe(30);
    expect(LOYALTY_MIN_REWARDS_BALANCE).toBe('$5.00');
    expect(loyaltyState(member(10), 500)).toMatchObject({ minimumBalance: '$5.00' });
  });
});
