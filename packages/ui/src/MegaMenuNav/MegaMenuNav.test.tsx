import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownDeclarations } from '../test/ownRules';
import { renderWithProvider } from '../test/render';
import { MegaMenuNav, type MegaMenuNavEntry } from './MegaMenuNav';

const link = (id: string, name: string) => ({ id, name, href: `/c/${id}/`, tone: 'default' as const, children: [] });
const entries: MegaMenuNavEntry[] = [
  {
    ...link('mens', "Men's"),
    display: 'all',
    panel: {
      columns: [
        {
          kind: 'categories',
          column: 1,
          categories: [{ ...link('mens-jackets', 'Jackets'), children: [link('rain', 'Rain')] }],
        },
        { kind: 'main-slot', column: 2, span: 4, slot: 'menu/mens-main' },
      ],
      below: ['menu/missing', 'menu/mens-bottom'],
    },
  },
  { ...link('gift', 'Gift Guide'), display: 'desktop', panel: { columns: [], below: [] } },
];

describe('MegaMenuNav', () => {
  it('renders the panels whole: columns of links, slots by key (a missing one renders nothing), a trigger per panel', () => {
    renderWithProvider(
      <MegaMenuNav
        id="site-menu"
        label="Main"
        entries={entries}
        moreLabel={(name) => `More ${name}`}
        renderSlot={(key) => (key === 'menu/missing' ? null : <p>slot {key}</p>)}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveAttribute('id', 'site-menu');
    expect(within(nav).getByRole('button', { name: "More Men's" })).toHaveAttribute('aria-controls', 'menu-panel-mens');
    const panel = document.getElementById('menu-panel-mens')!;
    expect(within(panel).getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/c/mens-jackets/');
    expect(within(panel).getByRole('link', { name: 'Rain' })).toHaveAttribute('href', '/c/rain/');
    expect([...panel.querySelectorAll('[data-menu-slot]')].map((slot) => slot.getAttribute('data-menu-slot'))).toEqual([
      'menu/mens-main',
      'menu/mens-bottom',
    ]);
    expect(within(nav).getByRole('link', { name: 'Gift Guide' })).toHaveAttribute('href', '/c/gift/');
    expect(within(nav).queryByRole('button', { name: 'More Gift Guide' })).toBeNull();
  });

  it('lets the caller render the trigger (e.g. inside an island)', () => {
    renderWithProvider(
      <MegaMenuNav
        id="m"
        label="Main"
        entries={entries}
        moreLabel={(name) => `More ${name}`}
        renderSlot={() => null}
        renderTrigger={(trigger) => <span data-testid="trigger">{trigger.buttonLabel}</span>}
      />,
    );
    expect(screen.getByTestId('trigger')).toHaveTextContent("More Men's");
  });
  it('gives a panel 5 equal columns by default, each a fifth (20%) of its width', () => {
    renderWithProvider(
      <MegaMenuNav
        id="m"
        label="Main"
        entries={entries}
        moreLabel={(name) => `More ${name}`}
        renderSlot={() => null}
      />,
    );
    const grid = document
      .getElementById('menu-panel-mens')!
      .querySelector<HTMLElement>('[style*="--mega-menu-columns"]')!;
    expect(grid.style.getPropertyValue('--mega-menu-columns')).toBe('5');
    expect(ownDeclarations(grid, '(min-width: 992px)')).toMatchObject({
      display: 'grid',
      'grid-template-columns': 'repeat(var(--mega-menu-columns), minmax(0, 1fr))',
    });
  });
});
