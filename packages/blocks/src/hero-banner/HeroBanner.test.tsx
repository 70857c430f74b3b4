import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textScrim, theme } from '@ridgeline/ui';
import fixture from './fixtures/hero-home-first-light.json';
import narrowFixture from './fixtures/hero-trail-river-valley.json';
import { chosenWidth, srcSetCandidates } from '../test/srcset';
import { renderFixture } from '../test/harness';

const HERO = 'https://schema.ridgeline.dev/hero-banner';

describe('HeroBanner (through the renderer)', () => {
  it('validates and carries data-content-id and data-schema on its root', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline).toEqual({ status: 'ok', data: undefined });
    const root = container.querySelector(`[data-schema="${HERO}"]`);
    expect(root).not.toBeNull();
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    expect(root?.tagName).toBe('SECTION');
  });

  it('puts its text box on the scrim that keeps its inks at AA over any image (issue 21)', async () => {
    const { container } = await renderFixture(fixture);
    const box = container.querySelector<HTMLElement>('[data-hero-content]')!;
    const { color } = textScrim([theme.colors.text.inverse]);
    // without it the white text stood at 1.42:1 on the bright sky of this very image (e2e/contrast.spec.ts)
    expect(getComputedStyle(box).backgroundColor).toBe(color);
    const dark = structuredClone(fixture);
    dark.headline.color = 'black';
    if (dark.preheader) dark.preheader.color = 'black';
    if (dark.body) dark.body.bodyColor = 'black';
    const { container: second } = await renderFixture(dark);
    const light = textScrim([theme.colors.text.primary]).color;
    expect(getComputedStyle(second.querySelector<HTMLElement>('[data-hero-content]')!).backgroundColor).toBe(light);
  });

  it('renders the headline as the h1 when it is the first block, labelling the section', async () => {
    await renderFixture(fixture);
    const heading = screen.getByRole('heading', { level: 1, name: 'Chase first light' });
    expect(screen.getByRole('region', { name: 'Chase first light' })).toContainElement(heading);
  });

  it('art-directs the image: 16:9 from 1024 px, 4:5 below, width descriptors for the full-width slot, q=60', async () => {
    const { container } = await renderFixture(fixture);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('media'))).toEqual(['(min-width: 1024px)']);
    const wide = sources[0]!;
    expect(srcSetCandidates(wide.getAttribute('srcset')).map((c) => c.width)).toEqual([
      960, 1200, 1440, 1920, 2400, 2880,
    ]);
    expect(wide.getAttribute('srcset')).toMatch(
      /^https:\/\/cdn\.media\.amplience\.net\/i\/ridgeline\/alpine-ridge-dawn\?fmt=auto&q=60&w=960&h=540&sm=aspect&aspect=16:9 960w, /,
    );
    expect(wide.getAttribute('srcset')).toContain('w=2880&h=1620&sm=aspect&aspect=16:9 2880w');
    expect(wide).toHaveAttribute('sizes', '100vw');
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe(
      'https://cdn.media.amplience.net/i/ridgeline/alpine-ridge-dawn?fmt=auto&q=60&w=800&h=1000&sm=aspect&aspect=4:5',
    );
    expect(srcSetCandidates(img.getAttribute('srcset')).map((c) => c.width)).toEqual([
      320, 400, 480, 640, 800, 960, 1200, 1440, 1920, 2400,
    ]);
    expect(img.getAttribute('srcset')).toContain('w=1200&h=1500&sm=aspect&aspect=4:5 1200w');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('alt', fixture.imageObject.altText);
  });

  it('gives each device about its slot: a phone the 4:5 crop at its width, never a desktop file', async () => {
    const { container } = await renderFixture(fixture);
    const wide = container.querySelector('picture source')!;
    const img = container.querySelector('picture img')!;
    // 412 px at 2.625x needs 1082 px: the 1200 px 4:5 candidate (before: 1536 px at 2x whatever the phone).
    expect(chosenWidth(img.getAttribute('srcset'), '100vw', 412, 2.625)).toEqual({ chosen: 1200, needed: 412 * 2.625 });
    expect(chosenWidth(wide.getAttribute('srcset'), '100vw', 1440, 2).chosen).toBe(2880);
    expect(chosenWidth(wide.getAttribute('srcset'), '100vw', 1280, 1).chosen).toBe(1440);
    expect(chosenWidth(img.getAttribute('srcset'), '100vw', 768, 2).chosen).toBe(1920);
  });

  it('loads eagerly with fetchpriority=high when fetchPriority is high, lazily otherwise', async () => {
    const { container, unmount } = await renderFixture(fixture);
    const eager = container.querySelector('picture img')!;
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
    unmount();
    const { container: lazy } = await renderFixture({ ...narrowFixture, fetchPriority: 'auto' });
    const lazyImg = lazy.querySelector('picture img')!;
    expect(lazyImg).toHaveAttribute('loading', 'lazy');
    expect(lazyImg).not.toHaveAttribute('fetchpriority');
  });

  it('builds image URLs against the configured media host', async () => {
    const { container } = await renderFixture(fixture, { mediaHost: 'http://localhost:4010' });
    expect(container.querySelector('picture img')!.getAttribute('src')).toMatch(
      /^http:\/\/localhost:4010\/i\/ridgeline\/alpine-ridge-dawn\?/,
    );
  });

  it('wraps the image in the resolved category link', async () => {
    const { container } = await renderFixture(fixture);
    const link = container.querySelector('[data-hero-image-link]');
    expect(link).toHaveAttribute('href', '/c/new-arrivals/');
    expect(link).toContainElement(container.querySelector('picture img'));
  });

  it('renders the desktop buttons and the mobile button in their own groups, styled from buttonStyles', async () => {
    const { container } = await renderFixture(fixture);
    const desktop = container.querySelector<HTMLElement>('[data-hero-buttons="desktop"]')!;
    const mobile = container.querySelector<HTMLElement>('[data-hero-buttons="mobile"]')!;
    expect(
      within(desktop)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shop new arrivals', '/t/new-arrivals'],
      ['Read the trail guide', '/t/trail-guide'],
    ]);
    expect(within(mobile).getByRole('link', { hidden: true })).toHaveAttribute('href', '/t/new-arrivals');
  });

  it('opens a new-tab button with rel=noopener noreferrer', async () => {
    const { container } = await renderFixture(narrowFixture);
    const pdf = within(container.querySelector<HTMLElement>('[data-hero-buttons="desktop"]')!).getByRole('link', {
      name: 'Download the map (PDF)',
      hidden: true,
    });
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf.getAttribute('rel')).toContain('noopener');
  });

  it('positions the content box from the layout fields', async () => {
    const { container } = await renderFixture(narrowFixture);
    const overlay = container.querySelector('[data-hero-overlay]')!;
    expect(overlay).toHaveAttribute('data-vertical', 'Bottom');
    expect(container.querySelector('[data-hero-content]')).toHaveAttribute('data-content-width', 'narrow');
    expect(container.querySelector('[data-secondary-graphic]')).toHaveAttribute(
      'alt',
      narrowFixture.secondaryGraphic.altText,
    );
    // Drawn 48 px tall at its own proportions: density descriptors at 48 and 96 px.
    expect(container.querySelector('[data-secondary-graphic]')!.getAttribute('srcset')).toMatch(
      /\?fmt=auto&q=60&h=48 1x, .*\?fmt=auto&q=60&h=96 2x$/,
    );
  });

  it('never lets a javascript: URL reach the DOM', async () => {
    const hostile = structuredClone(fixture);
    hostile.imageObject.link = { linkType: 'other', linkQuery: 'javascript:alert(1)', linkSEO: '', target: false };
    hostile.desktopButtons[0]!.url = 'javascript:alert(2)';
    hostile.mobileButton.url = 'JaVaScRiPt:alert(3)';
    const { container } = await renderFixture(hostile);
    expect(container.innerHTML.toLowerCase()).not.toContain('javascript:');
    expect(container.querySelector('[data-hero-image-link]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('opens the sanitized legal body in a drawer', async () => {
    const hostile = structuredClone(fixture);
    hostile.legalLink.legalBody =
      '<p>Valid through <strong>November 30</strong>.</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1">';
    await renderFixture(hostile);
    const trigger = screen.getByRole('button', { name: 'Offer details' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Offer details' });
    expect(within(dialog).getByText('November 30')).toBeInTheDocument();
    const body = dialog.querySelector('[data-legal-body]')!;
    expect(body.innerHTML).not.toContain('<script');
    expect(body.innerHTML).not.toContain('onerror');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // the drawer hands focus back as its focus scope unmounts, a task after the close: waited for, not raced
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
