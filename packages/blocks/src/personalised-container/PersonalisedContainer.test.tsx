import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/personalised-home-offers.json';
import { prepareFixture, renderFixture } from '../test/harness';

const SCHEMA = 'https://schema.ridgeline.dev/personalised-container';
const HERO = 'Double points on every summit';
const WELCOME = 'Welcome back — you have points waiting';
const JOIN = 'Join Ridgeline Rewards: 10% off your first order';

describe('PersonalisedContainer (through the renderer)', () => {
  it('carries data-content-id and data-schema on its root', async () => {
    const { container } = await renderFixture(fixture);
    expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveAttribute(
      'data-content-id',
      fixture._meta.deliveryId,
    );
  });

  it('shows the Unregistered variant to an anonymous shopper (default groups)', async () => {
    await renderFixture(fixture);
    expect(screen.getByText(JOIN)).toBeInTheDocument();
    expect(screen.queryByText(WELCOME)).toBeNull();
    expect(screen.queryByRole('heading', { name: HERO })).toBeNull();
  });

  it('shows up to maxNumberMatches (2) matching variants in order; All needs every segment', async () => {
    const { container } = await renderFixture(fixture, {
      customerGroups: ['Everyone', 'Registered', 'Loyalty Members'],
    });
    const rendered = [...container.querySelectorAll(`[data-schema="${SCHEMA}"] > [data-schema]`)].map((node) =>
      node.getAttribute('data-schema'),
    );
    expect(rendered).toEqual([
      'https://schema.ridgeline.dev/hero-banner',
      'https://schema.ridgeline.dev/messaging-banner',
    ]);
    // The container is the first block here, so its first item takes the page's h1.
    expect(screen.getByRole('heading', { level: 1, name: HERO })).toBeInTheDocument();
    expect(screen.getByText(WELCOME)).toBeInTheDocument();
    expect(screen.queryByText(JOIN)).toBeNull();
  });

  it('falls back to defaultContent when no variant matches', async () => {
    await renderFixture(fixture, { customerGroups: ['Registered'] });
    expect(screen.getByText(JOIN)).toBeInTheDocument();
    expect(screen.queryByText(WELCOME)).toBeNull();
  });

  it('resolves during preparation (adapt): only the chosen items are prepared and sent to the page', async () => {
    const prepared = await prepareFixture(fixture, { customerGroups: ['Unregistered'] });
    const json = JSON.stringify(prepared);
    expect(json).toContain(JOIN);
    expect(json).not.toContain(WELCOME);
    expect(json).not.toContain(HERO);
    expect(prepared).not.toHaveProperty('variants');
  });
});
