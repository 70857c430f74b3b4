import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/tiles-shop-by-category.json';
import places from './fixtures/tiles-explore-places.json';
import { ACCOUNT_DRAWER_EVENT } from '../shared/actions';
import { ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE } from '../shared/host';
import { deviceFitProblems, srcSetCandidates } from '../test/srcset';
import { renderFixture } from '../test/harness';

const GRID = 'https://schema.ridgeline.dev/navigation-tile-grid';

describe('NavigationTileGrid (through the renderer)', () => {
  it('validates and carries data-content-id and data-schema on its root', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline).toEqual({ status: 'ok', data: undefined });
    expect(container.querySelector(`[data-schema="${GRID}"]`)).toHaveAttribute(
      'data-content-id',
      fixture._meta.deliveryId,
    );
  });

  it('renders one list item per tile, each a link named by its text and image alt', async () => {
    await renderFixture(places);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/c/lake-trips/',
      '/c/river-trips/',
      '/c/ridge-walks/',
    ]);
    expect(screen.getByRole('link', { name: 'Lakes' })).toBeInTheDocument();
  });

  it('resolves category, other and new-tab links', async () => {
    await renderFixture(fixture);
    expect(screen.getByRole('link', { name: /Jackets/ })).toHaveAttribute('href', '/c/jackets/');
    expect(screen.getByRole('link', { name: 'A green shell jacket on a hanger Jackets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trail guides' })).toHaveAttribute('href', '/t/trail-guide');
    const external = screen.getByRole('link', { name: 'Summit stories' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('an account-drawer tile is a button that asks the storefront for the account drawer', async () => {
    await renderFixture(fixture);
    const listener = vi.fn();
    window.addEventListener(ACCOUNT_DRAWER_EVENT, listener);
    await userEvent.click(screen.getByRole('button', { name: 'Your account' }));
    window.removeEventListener(ACCOUNT_DRAWER_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the account-drawer tile is marked for the host, which answers its clicks in static HTML (the grid never hydrates)', async () => {
    await renderFixture(fixture);
    const tile = screen.getByRole('button', { name: 'Your account' });
    expect(tile).toHaveAttribute(ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE, '');
    expect(tile).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('builds square image URLs against the media host, width descriptors sized to the grid, with the alt text', async () => {
    const { container } = await renderFixture(places, { mediaHost: 'http://localhost:4010' });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(
      'http://localhost:4010/i/ridgeline/lake-reflection?fmt=auto&q=60&w=800&h=800&sm=aspect&aspect=1:1',
    );
    expect(
      srcSetCandidates(img.getAttribute('srcset')).map((c) => [
        c.width,
        c.url.endsWith(`w=${c.width}&h=${c.width}&sm=aspect&aspect=1:1`),
      ]),
    ).toEqual([240, 320, 400, 480, 640, 800].map((width) => [width, true]));
    // Two columns, three from 768 px, four from 992 px, a quarter of the content box from 1280 px.
    expect(img).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 290px, (min-width: 992px) 25vw, (min-width: 768px) 33.4vw, 50vw',
    );
    expect(deviceFitProblems(img)).toEqual([]);
    const withAlt = (await renderFixture(fixture)).container.querySelector('img')!;
    expect(withAlt).toHaveAttribute('alt', 'A green shell jacket on a hanger');
  });

  it('never lets a javascript: link reach the DOM; the tile stays, unlinked', async () => {
    const hostile = structuredClone(places);
    hostile.childTiles[0]!.link = { linkType: 'other', linkQuery: 'javascript:alert(1)', linkSEO: '', target: false };
    const { container } = await renderFixture(hostile);
    expect(container.innerHTML.toLowerCase()).not.toContain('javascript:');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Lakes')).toBeInTheDocument();
  });

  it('rejects a tile without text (schema) as invalid content', async () => {
    const broken = structuredClone(places);
    (broken.childTiles[1] as Record<string, unknown>).text = '';
    const { prepared } = await renderFixture(broken);
    expect(prepared.__ridgeline).toMatchObject({ status: 'failed', failure: { kind: 'invalid-content' } });
  });
});
