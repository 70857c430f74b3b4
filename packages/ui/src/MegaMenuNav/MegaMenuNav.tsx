import { Fragment, type ReactNode } from 'react';
import {
  DisclosureNav,
  DisclosureNavItem,
  DisclosureNavLink,
  MegaMenuColumn,
  MegaMenuColumns,
  MegaMenuHeadingLink,
  MegaMenuLink,
  MegaMenuList,
  MegaMenuPanel,
  MEGA_MENU_DEFAULT_COLUMNS,
  type DisclosureNavDisplay,
  type DisclosureNavTone,
} from '../DisclosureNav/DisclosureNav';
import { DisclosureNavTrigger, type DisclosureNavTriggerProps } from '../DisclosureNav/DisclosureNavTrigger';

/** A link of the menu and its subcategories (the storefront's `MenuCategory` fits). */
export interface MegaMenuEntry {
  id: string;
  name: string;
  href: string;
  tone: DisclosureNavTone;
  children: readonly MegaMenuEntry[];
}

/** One column of an entry's panel: the subcategories placed there, or a content slot spanning `span` columns. */
export type MegaMenuNavColumn =
  | { kind: 'categories'; column: number; categories: readonly MegaMenuEntry[] }
  | { kind: 'main-slot'; column: number; span: number; slot: string };

/** A top-level entry: where it shows and, when it has one, its panel's layout (columns and slots below them). */
export interface MegaMenuNavEntry extends MegaMenuEntry {
  display: DisclosureNavDisplay;
  panel: { columns: readonly MegaMenuNavColumn[]; below: readonly string[] };
}

export interface MegaMenuNavProps {
  /** The `<nav>`'s id (e.g. the menu button's no-JavaScript target). */
  id: string;
  /** The `<nav>`'s accessible name. */
  label: string;
  entries: readonly MegaMenuNavEntry[];
  /** The content of a panel's slot, by its key; `null`/`undefined` for a missing one (nothing is rendered). */
  renderSlot: (slotKey: string) => ReactNode;
  /** The disclosure button of an entry with a panel; the default renders `DisclosureNavTrigger` (e.g. wrap it in an island). */
  renderTrigger?: (trigger: DisclosureNavTriggerProps) => ReactNode;
  /** The disclosure button's accessible name ("More {name}"). */
  moreLabel: (name: string) => string;
  columns?: number;
}

function CategoryLinks({ categories }: { categories: readonly MegaMenuEntry[] }): ReactNode {
  return (
    <MegaMenuList>
      {categories.map((category) => (
        <li key={category.id}>
          <MegaMenuLink href={category.href} tone={category.tone}>
            {category.name}
          </MegaMenuLink>
          {category.children.length ? <CategoryLinks categories={category.children} /> : null}
        </li>
      ))}
    </MegaMenuList>
  );
}

const defaultTrigger = (trigger: DisclosureNavTriggerProps) => <DisclosureNavTrigger {...trigger} />;

/**
 * The desktop mega menu, complete as HTML: every entry's link, panel, columns and content slots. An entry without a
 * panel is a plain link; one with a panel gets a disclosure button (`renderTrigger`) and a region named by the entry.
 */
export function MegaMenuNav({
  id,
  label,
  entries,
  renderSlot,
  renderTrigger = defaultTrigger,
  moreLabel,
  columns = MEGA_MENU_DEFAULT_COLUMNS,
}: MegaMenuNavProps) {
  // A slot whose content is missing renders nothing, not an empty box.
  const slot = (key: string) => {
    const content = renderSlot(key);
    return content === null || content === undefined ? null : <div data-menu-slot={key}>{content}</div>;
  };
  return (
    <DisclosureNav label={label} id={id}>
      {entries.map((entry) => {
        if (entry.panel.columns.length === 0 && entry.panel.below.length === 0) {
          return (
            <DisclosureNavItem key={entry.id} display={entry.display}>
              <DisclosureNavLink href={entry.href} tone={entry.tone}>
                {entry.name}
              </DisclosureNavLink>
            </DisclosureNavItem>
          );
        }
        const trigger: DisclosureNavTriggerProps = {
          label: entry.name,
          href: entry.href,
          panelId: `menu-panel-${entry.id}`,
          buttonLabel: moreLabel(entry.name),
          tone: entry.tone,
        };
        return (
          <DisclosureNavItem key={entry.id} display={entry.display}>
            {renderTrigger(trigger)}
            <MegaMenuPanel
              id={trigger.panelId}
              aria-label={entry.name}
              role="region"
              bottom={
                entry.panel.below.length
                  ? entry.panel.below.map((key) => <Fragment key={key}>{slot(key)}</Fragment>)
                  : undefined
              }
            >
              <MegaMenuColumns columns={columns}>
                {entry.panel.columns.map((column) =>
                  column.kind === 'categories' ? (
                    <MegaMenuColumn key={`c${column.column}`} column={column.column}>
                      {column.categories.map((child) => (
                        <div key={child.id}>
                          <MegaMenuHeadingLink href={child.href} tone={child.tone}>
                            {child.name}
                          </MegaMenuHeadingLink>
                          {child.children.length ? <CategoryLinks categories={child.children} /> : null}
                        </div>
                      ))}
                    </MegaMenuColumn>
                  ) : (
                    <MegaMenuColumn key={`s${column.column}`} column={column.column} span={column.span}>
                      {slot(column.slot)}
                    </MegaMenuColumn>
                  ),
                )}
              </MegaMenuColumns>
            </MegaMenuPanel>
          </DisclosureNavItem>
        );
      })}
    </DisclosureNav>
  );
}
