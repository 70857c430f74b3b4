/**
 * The menus' view of the commerce category tree (the storefront's docs/behaviour/shell.md#category-navigation): only
 * what the header renders, JSON-serialisable (the mobile drawer's island gets it as props). Browser-safe and pure; the
 * links come from the caller's `categoryHref`.
 */

/** How an entry is coloured: `sale` in the theme's sale colour (ui's `MenuTone`). */
export type MenuTone = 'default' | 'sale';
/** Which screens show an entry (ui's `MenuDisplay`). */
export type MenuDisplay = 'all' | 'desktop' | 'mobile';
/** The desktop panel's columns (ui's `MENU_PANEL_COLUMNS`). */
export const MENU_PANEL_COLUMNS = 5;
/** A category's link. */
export type CategoryHref = (categoryId: string) => string;
export interface MenuCategory {
  id: string;
  name: string;
  href: string;
  /** `sale` for `c_menuDisplayAlternateStyles: text-sale`. */
  tone: MenuTone;
  /** From `c_menuDisplayOptions`: `showDesktopOnly` → desktop, `showMobileOnly` → mobile. */
  display: MenuDisplay;
  /** 1-based desktop column (`c_columnPlacement`), within the panel's columns. */
  column: number;
  /** Content delivery keys of the desktop panel's content slots. */
  mainSlot?: string;
  bottomSlot?: string;
  children: MenuCategory[];
}

/** The commerce category fields the menus read (a subset of Shopper Products' category). */
export interface MenuSourceCategory {
  id: string;
  name?: string;
  categories?: MenuSourceCategory[];
  c_showInMenu?: boolean;
  c_menuDisplayOptions?: string;
  c_menuDisplayAlternateStyles?: string;
  c_columnPlacement?: number | string;
  c_cmsMainSlot?: string;
  c_cmsBottomSlot?: string;
}

/** The text-sale alternate style: the entry shows in the theme's sale colour. */
export const TEXT_SALE_STYLE = 'text-sale';

const displayOf = (options: string | undefined): MenuDisplay | 'hidden' => {
  switch (options) {
    case 'hidden':
      return 'hidden';
    case 'showDesktopOnly':
      return 'desktop';
    case 'showMobileOnly':
      return 'mobile';
    default:
      return 'all';
  }
};

/** `c_columnPlacement` as a column of the panel: whole numbers from 1 to `columns`; anything else is column 1. */
export function columnOf(placement: unknown, columns: number = MENU_PANEL_COLUMNS): number {
  const value = typeof placement === 'string' && placement.trim() !== '' ? Number(placement) : placement;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return 1;
  return Math.min(value, columns);
}

const slotKey = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function toMenuCategory(category: MenuSourceCategory, categoryHref: CategoryHref): MenuCategory | undefined {
  if (typeof category?.id !== 'string' || category.id === '') return undefined;
  // Only categories flagged for the menu, and not hidden.
  if (category.c_showInMenu !== true) return undefined;
  const display = displayOf(category.c_menuDisplayOptions);
  if (display === 'hidden') return undefined;
  const mainSlot = slotKey(category.c_cmsMainSlot);
  const bottomSlot = slotKey(category.c_cmsBottomSlot);
  return {
    id: category.id,
    name: typeof category.name === 'string' && category.name.trim() !== '' ? category.name : category.id,
    href: categoryHref(category.id),
    tone: category.c_menuDisplayAlternateStyles === TEXT_SALE_STYLE ? 'sale' : 'default',
    display,
    column: columnOf(category.c_columnPlacement),
    ...(mainSlot ? { mainSlot } : {}),
    ...(bottomSlot ? { bottomSlot } : {}),
    children: menuCategories(category.categories, categoryHref),
  };
}

/** A level of the tree as menu entries, in the catalogue's order. */
export function menuCategories(
  categories: readonly MenuSourceCategory[] | undefined,
  categoryHref: CategoryHref,
): MenuCategory[] {
  if (!Array.isArray(categories)) return [];
  return categories
    .map((category) => toMenuCategory(category, categoryHref))
    .filter((category): category is MenuCategory => category !== undefined);
}

/** Entries shown on one kind of screen. */
export function visibleOn(categories: readonly MenuCategory[], screen: 'desktop' | 'mobile'): MenuCategory[] {
  return categories
    .filter((category) => category.display === 'all' || category.display === screen)
    .map((category) => ({ ...category, children: visibleOn(category.children, screen) }));
}

/** One column of a desktop panel: the subcategories placed there, or the main content slot spanning what is left. */
export type PanelColumn =
  | { kind: 'categories'; column: number; categories: MenuCategory[] }
  | { kind: 'main-slot'; column: number; span: number; slot: string };

/**
 * A category's desktop panel: its subcategories in the columns their `c_columnPlacement` names; the main content slot
 * takes the columns to the right of the last one used (all of them when there are no subcategories), or, when every
 * column is taken, goes below the columns with the bottom slot.
 */
export function panelLayout(
  category: MenuCategory,
  columns: number = MENU_PANEL_COLUMNS,
): { columns: PanelColumn[]; below: string[] } {
  const byColumn = new Map<number, MenuCategory[]>();
  for (const child of category.children) {
    const column = Math.min(child.column, columns);
    byColumn.set(column, [...(byColumn.get(column) ?? []), child]);
  }
  const used = [...byColumn.keys()].sort((a, b) => a - b);
  const out: PanelColumn[] = used.map((column) => ({ kind: 'categories', column, categories: byColumn.get(column)! }));
  const below: string[] = [];
  const last = used.length ? used[used.length - 1]! : 0;
  if (category.mainSlot) {
    if (last < columns)
      out.push({ kind: 'main-slot', column: last + 1, span: columns - last, slot: category.mainSlot });
    else below.push(category.mainSlot);
  }
  if (category.bottomSlot) below.push(category.bottomSlot);
  return { columns: out, below };
}

/** Every content slot key the desktop panels of these entries use, once each. */
export function slotKeysOf(categories: readonly MenuCategory[]): string[] {
  const keys = new Set<string>();
  for (const category of categories) {
    if (category.mainSlot) keys.add(category.mainSlot);
    if (category.bottomSlot) keys.add(category.bottomSlot);
  }
  return [...keys];
}
