import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { messagesFor } from '../../../platform/i18n/catalogs.server';
import { ShopIntlProvider } from '../../../platform/i18n/intl';
import { loyaltyState, loyaltyThreshold } from './loyalty';
import { LoyaltyTracker } from './LoyaltyTracker';

/** The tracker as the bag page renders it: inside the locale's provider. */
const render = (element: ReactElement, locale = 'en-US') =>
  renderToStaticMarkup(
    <ShopIntlProvider locale={locale} messages={messagesFor(locale)}>
      {element}
    </ShopIntlProvider>,
  );

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

  it('renders nothing for error and not active; the tier and progress otherwise', () => {
    expect(render(<LoyaltyTracker state={{ kind: 'error' }} />)).toBe('');
    expect(render(<LoyaltyTracker state={{ kind: 'inactive' }} />)).toBe('');
    expect(render(<LoyaltyTracker state={null} />)).toBe('');
    const html = render(<LoyaltyTracker state={loyaltyState(member(250, 'titanium'), 500)} />);
    expect(html).toContain('Titanium rewards');
    expect(html).toContain('250 of 500 points');
    expect(html).toContain('value="250"');
    expect(html).toContain('250 of 500 points to your next reward (available: $12.00)');
    expect(html).toContain('aria-label="Rewards progress: 50%"');
    expect(html).toContain('Tier valid until December 31, 2027');
  });

  it('fr-CA: the tracker in French, no English word left', () => {
    const html = render(<LoyaltyTracker state={loyaltyState(member(250, 'titanium'), 500)} />, 'fr-CA');
    expect(html).toContain('Récompenses Titane');
    expect(html).toContain('250 points sur 500 avant votre prochaine récompense (disponible : $12.00)');
    expect(html).toContain('aria-label="Progression vers la récompense : 50 %"');
    expect(html).toContain('Niveau valide jusqu’au December 31, 2027');
    expect(html).not.toMatch(/rewards|points to|Tier valid|progress:/i);
    expect(render(<LoyaltyTracker state={loyaltyState(member(100), 500)} />, 'fr-CA')).toContain('Récompenses Membre');
    expect(render(<LoyaltyTracker state={{ kind: 'loading' }} />, 'fr-CA')).toContain('aria-label="Récompenses"');
    expect(render(<LoyaltyTracker state={loyaltyState(member(100), 500)} />, 'en-CA')).toContain('Member rewards');
  });

  it('the threshold comes from LOYALTY_MIN_REDEMPTION_POINTS, with a default for a missing or bad value', () => {
    expect(loyaltyThreshold({ LOYALTY_MIN_REDEMPTION_POINTS: '800' })).toBe(800);
    expect(loyaltyThreshold({})).toBe(500);
    expect(loyaltyThreshold({ LOYALTY_MIN_REDEMPTION_POINTS: '-3' })).toBe(500);
    expect(loyaltyThreshold({ LOYALTY_MIN_REDEMPTION_POINTS: '0' })).toBe(500);
  });
});
