import { screen, within } from '@testing-library/react';
import { contrastRatio, theme } from '@ridgeline/ui';
import { describe, expect, it } from 'vitest';
import inlineFixture from './fixtures/messaging-free-shipping.json';
import stackedFixture from './fixtures/messaging-spring-trail-days.json';
import { messagingButtonLook, messagingTextColor } from './MessagingBanner';
import { renderFixture } from '../test/harness';

const SCHEMA = 'https://schema.ridgeline.dev/messaging-banner';

describe('MessagingBanner (through the renderer)', () => {
  it('validates and carries data-content-id and data-schema on its root', async () => {
    const { container, prepared } = await renderFixture(inlineFixture);
    expect(prepared.__ridgeline.status).toBe('ok');
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`);
    expect(root).toHaveAttribute('data-content-id', inlineFixture._meta.deliveryId);
    expect(root).toHaveAttribute('data-background', 'brand');
    expect(root).toHaveAttribute('data-layout', 'inline');
  });

  it('renders the message as a link to the banner URL, the legal text and the buttons with arrows', async () => {
    const { container } = await renderFixture(inlineFixture);
    expect(screen.getByRole('link', { name: 'Free shipping on orders over $75' })).toHaveAttribute(
      'href',
      '/t/shipping',
    );
    expect(
      within(container.querySelector<HTMLElement>('[data-legal-text]')!).getByRole('link', {
        name: 'Shipping details',
      }),
    ).toHaveAttribute('href', '/t/shipping');
    const list = screen.getByRole('list', { name: 'Actions' });
    const button = within(list).getByRole('link', { name: 'Shop now' });
    expect(button.querySelector('[data-icon="arrow-forward"]')).not.toBeNull();
    // No heading: a message strip is not a section of the document outline.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('stacks when layout.isStacked and renders every button, opening new-tab ones safely', async () => {
    const { container } = await renderFixture({ ...stackedFixture, layout: { isStacked: true } });
    expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveAttribute('data-layout', 'stacked');
    const links = within(screen.getByRole('list', { name: 'Actions' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Find a walk', 'Volunteer', "Members' early access"]);
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]!.getAttribute('rel')).toContain('noreferrer');
  });

  it('sanitizes the legal text on the server', async () => {
    const hostile = structuredClone(inlineFixture);
    hostile.headline.legalText =
      '<p onclick="alert(1)">Terms apply <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>';
    const { container } = await renderFixture(hostile);
    const legal = container.querySelector('[data-legal-text]')!;
    expect(legal.textContent).toContain('Terms apply');
    expect(legal.innerHTML).not.toMatch(/script|onclick|javascript:/i);
  });

  it('keeps every palette AA: the chosen text colour reaches 4.5:1 on its background', () => {
    for (const name of Object.keys(theme.colors.palettes) as (keyof typeof theme.colors.palettes)[]) {
      for (const fontColor of [undefined, 'white', 'black', 'brand', 'sale', 'gray'] as const) {
        const color = messagingTextColor(name, fontColor);
        expect(
          contrastRatio(color, theme.colors.palettes[name].base),
          `${fontColor} on ${name}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    // An editor's colour is kept when it passes, replaced when it does not.
    expect(messagingTextColor('spring', 'black')).toBe(theme.colors.text.primary);
    expect(messagingTextColor('brand', 'black')).toBe(theme.colors.palettes.brand.contrast);
  });

  it('outlines a button whose fill would vanish into the background', () => {
    expect(messagingButtonLook('brand', 'Brand')).toEqual({ variant: 'outline', color: 'light' });
    expect(messagingButtonLook('brand', 'White')).toEqual({ variant: 'solid', color: 'light' });
    expect(messagingButtonLook('spring', 'Brand')).toEqual({ variant: 'solid', color: 'brand' });
  });
});
