import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import overflowFixture from './fixtures/buttons-shop-by-activity.json';
import avatarFixture from './fixtures/buttons-meet-the-guides.json';
import { srcSetCandidates } from '../test/srcset';
import { renderFixture } from '../test/harness';

const SCHEMA = 'https://schema.ridgeline.dev/button-group';

describe('ButtonGroup (through the renderer)', () => {
  it('validates and carries data-content-id and data-schema on its root', async () => {
    const { container, prepared } = await renderFixture(overflowFixture);
    expect(prepared.__ridgeline.status).toBe('ok');
    expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveAttribute(
      'data-content-id',
      overflowFixture._meta.deliveryId,
    );
  });

  it('renders the header as an h2 above a list of links named by it (Content Overflow)', async () => {
    const { container } = await renderFixture(overflowFixture);
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root).toHaveAttribute('data-placement', 'above');
    expect(root).toHaveAttribute('data-behavior', 'overflow');
    screen.getByRole('heading', { level: 2, name: 'Shop by activity' });
    const list = screen.getByRole('list', { name: 'Shop by activity' });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBe(overflowFixture.buttons.length);
    expect(links[0]).toHaveAttribute('href', '/t/hiking');
    // Every button is a link a keyboard reaches (no tabindex=-1), so the scroller is keyboard-operable.
    for (const link of links) expect(link).not.toHaveAttribute('tabindex', '-1');
  });

  it('places the header inline, wraps (Content Stack) and shows avatars as small round images', async () => {
    const { container } = await renderFixture(avatarFixture);
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root).toHaveAttribute('data-placement', 'inline');
    expect(root).toHaveAttribute('data-behavior', 'stack');
    const avatars = [...container.querySelectorAll('img[data-avatar]')];
    expect(avatars.map((img) => img.getAttribute('alt'))).toEqual(['Maya, trail guide', 'Tomas, gear specialist']);
    // Drawn at 32 px: 1x, 2x and 3x as width descriptors.
    expect(srcSetCandidates(avatars[0]!.getAttribute('srcset')).map((c) => c.width)).toEqual([32, 64, 96]);
    expect(avatars[0]!.getAttribute('srcset')).toMatch(/w=64&h=64&sm=aspect&aspect=32:32 64w/);
    expect(avatars[0]).toHaveAttribute('sizes', '32px');
    expect(avatars[0]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Maya on winter layering/ })).toContainElement(avatars[0] as HTMLElement);
  });

  it('drops a button whose URL is unsafe', async () => {
    const hostile = structuredClone(overflowFixture);
    hostile.buttons[0]!.url = 'javascript:alert(1)';
    const { container } = await renderFixture(hostile);
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.queryByRole('link', { name: 'Hiking' })).toBeNull();
  });
});
