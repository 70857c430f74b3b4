import { describe, expect, it } from 'vitest';
import { columnOf, menuCategories, panelLayout, slotKeysOf, visibleOn, type MenuSourceCategory } from './menuModel';

/** The storefront's category links (`urls.category`), locale prefix included. */
const hrefIn = (prefix: string) => (id: string) => `${prefix}/c/${id}/`;
const href = hrefIn('');

const tree: MenuSourceCategory[] = [
  {
    id: 'mens',
    name: "Men's",
    c_showInMenu: true,
    c_cmsMainSlot: 'menu/mens-main',
    c_cmsBottomSlot: 'menu/mens-bottom',
    categories: [
      { id: 'mens-jackets', name: 'Jackets', c_showInMenu: true, c_columnPlacement: 1 },
      { id: 'mens-pants', name: 'Pants', c_showInMenu: true, c_columnPlacement: '2' },
      {
        id: 'mens-sale',
        name: 'Sale',
        c_showInMenu: true,
        c_columnPlacement: 4,
        c_menuDisplayAlternateStyles: 'text-sale',
      },
      { id: 'mens-secret', name: 'Secret', c_showInMenu: true, c_menuDisplayOptions: 'hidden' },
      {
        id: 'mens-app',
        name: 'App only',
        c_showInMenu: true,
        c_menuDisplayOptions: 'showMobileOnly',
        c_columnPlacement: 3,
      },
    ],
  },
  { id: 'new', name: 'New', c_showInMenu: true, c_menuDisplayOptions: 'showDesktopOnly' },
  { id: 'gifts', name: 'Gifts', c_showInMenu: true, c_menuDisplayOptions: 'showMobileOnly' },
  { id: 'members', name: 'Members', c_showInMenu: true, c_menuDisplayOptions: 'hidden' },
  { id: 'campaign', name: 'Campaign', c_showInMenu: false },
  { id: 'unflagged', name: 'Unflagged' },
];

describe('menu model', () => {
  const menu = menuCategories(tree, href);

  it('keeps only categories flagged for the menu and not hidden, in order, with category links', () => {
    expect(menu.map((category) => category.id)).toEqual(['mens', 'new', 'gifts']);
    expect(menu[0]!.children.map((child) => child.id)).toEqual(['mens-jackets', 'mens-pants', 'mens-sale', 'mens-app']);
    expect(menu[0]!.href).toBe('/c/mens/');
    expect(menuCategories(tree, hrefIn('/fr-ca'))[0]!.href).toBe('/fr-ca/c/mens/');
  });

  it('maps display options and the text-sale style', () => {
    expect(menu.find((category) => category.id === 'new')!.display).toBe('desktop');
    expect(menu.find((category) => category.id === 'gifts')!.display).toBe('mobile');
    expect(menu[0]!.children.find((child) => child.id === 'mens-sale')!.tone).toBe('sale');
    expect(menu[0]!.children.find((child) => child.id === 'mens-jackets')!.tone).toBe('default');
  });

  it('filters entries per screen, at every level', () => {
    expect(visibleOn(menu, 'desktop').map((category) => category.id)).toEqual(['mens', 'new']);
    expect(visibleOn(menu, 'mobile').map((category) => category.id)).toEqual(['mens', 'gifts']);
    expect(visibleOn(menu, 'desktop')[0]!.children.map((child) => child.id)).not.toContain('mens-app');
  });

  it('reads column placements as whole columns within the panel', () => {
    expect(columnOf(3)).toBe(3);
    expect(columnOf('2')).toBe(2);
    expect(columnOf(9)).toBe(5);
    expect([columnOf(0), columnOf(-1), columnOf(1.5), columnOf('x'), columnOf(undefined), columnOf(null)]).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
  });

  it('lays a panel out by column; the main slot takes the columns left, the bottom slot goes below', () => {
    const mens = visibleOn(menu, 'desktop')[0]!;
    const layout = panelLayout(mens, 5);
    expect(layout.columns).toEqual([
      { kind: 'categories', column: 1, categories: [expect.objectContaining({ id: 'mens-jackets' })] },
      { kind: 'categories', column: 2, categories: [expect.objectContaining({ id: 'mens-pants' })] },
      { kind: 'categories', column: 4, categories: [expect.objectContaining({ id: 'mens-sale' })] },
      { kind: 'main-slot', column: 5, span: 1, slot: 'menu/mens-main' },
    ]);
    expect(layout.below).toEqual(['menu/mens-bottom']);
    // Every column taken: the main slot goes below with the bottom one.
    const full = {
      ...mens,
      children: [1, 2, 3, 4, 5].map((column) => ({ ...mens.children[0]!, id: `c${column}`, column })),
    };
    expect(panelLayout(full, 5).below).toEqual(['menu/mens-main', 'menu/mens-bottom']);
    // No subcategories: the main slot spans the panel.
    expect(panelLayout({ ...mens, children: [], bottomSlot: undefined } as never, 5)).toEqual({
      columns: [{ kind: 'main-slot', column: 1, span: 5, slot: 'menu/mens-main' }],
      below: [],
    });
  });

  it('lists each slot key once', () => {
    expect(slotKeysOf(menu)).toEqual(['menu/mens-main', 'menu/mens-bottom']);
  });

  it('survives malformed entries', () => {
    expect(menuCategories(undefined, href)).toEqual([]);
    expect(
      menuCategories(
        [{ id: '', c_showInMenu: true }, null as never, { id: 'x', c_showInMenu: true, name: '  ' }],
        href,
      ).map((c) => c.name),
    ).toEqual(['x']);
  });
});
