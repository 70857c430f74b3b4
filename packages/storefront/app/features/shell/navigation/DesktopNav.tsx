import { ContentRenderer, Island, type RenderContext } from '@ridgeline/renderer';
import {
  DisclosureNav,
  DisclosureNavItem,
  DisclosureNavLink,
  DisclosureNavTrigger,
  MegaMenuColumn,
  MegaMenuColumns,
  MegaMenuHeadingLink,
  MegaMenuLink,
  MegaMenuList,
  MegaMenuPanel,
  MEGA_MENU_DEFAULT_COLUMNS,
  type DisclosureNavTriggerProps,
} from '@ridgeline/ui';
import type { ReactNode } from 'react';
import type { BlockRegistry } from '@ridgeline/renderer';
import { panelLayout, type MenuCategory } from './menuModel';
import { rendererLogger } from '../../../platform/log';

/** Prepared content items of the panels' slots, by delivery key (a slot whose item is missing renders nothing). */
export type MenuSlots = Readonly<Record<string, unknown>>;

export interface DesktopNavProps {
  /** The desktop entries (`visibleOn(…, 'desktop')`) and, for the no-JavaScript list on small screens, the mobile-only ones. */
  categories: MenuCategory[];
  slots: MenuSlots;
  registry: BlockRegistry;
  context: RenderContext;
  /** The `<nav>`'s id: the menu button's no-JavaScript target. */
  id: string;
}

const panelIdOf = (category: MenuCategory) => `menu-panel-${category.id}`;

function Slot({
  slotKey,
  slots,
  registry,
  context,
}: {
  slotKey: string;
  slots: MenuSlots;
  registry: BlockRegistry;
  context: RenderContext;
}) {
  const content = slots[slotKey];
  if (content === undefined) return null;
  return (
    <div data-menu-slot={slotKey}>
      <ContentRenderer content={content} registry={registry} context={context} logger={rendererLogger} />
    </div>
  );
}

function CategoryLinks({ categories }: { categories: MenuCategory[] }): ReactNode {
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

/**
 * The desktop mega menu (from 992 px), server-rendered whole: every entry's link, panel, columns and content slots are
 * in the HTML. Only each entry's disclosure button is an island (kind `nav-trigger`, trigger `interaction`: it loads on
 * the first hover, touch or focus of that entry); the panels and their content stay server HTML, and blocks in the
 * slots that hydrate are islands of their own.
 */
export function DesktopNav({ categories, slots, registry, context, id }: DesktopNavProps) {
  return (
    <DisclosureNav label="Main" id={id}>
      {categories.map((category) => {
        const layout = panelLayout(category, MEGA_MENU_DEFAULT_COLUMNS);
        const hasPanel = layout.columns.length > 0 || layout.below.length > 0;
        if (!hasPanel) {
          return (
            <DisclosureNavItem key={category.id} display={category.display}>
              <DisclosureNavLink href={category.href} tone={category.tone}>
                {category.name}
              </DisclosureNavLink>
            </DisclosureNavItem>
          );
        }
        const trigger: DisclosureNavTriggerProps = {
          label: category.name,
          href: category.href,
          panelId: panelIdOf(category),
          buttonLabel: `More ${category.name}`,
          tone: category.tone,
        };
        return (
          <DisclosureNavItem key={category.id} display={category.display}>
            <Island kind="nav-trigger" trigger="interaction" props={trigger}>
              <DisclosureNavTrigger {...trigger} />
            </Island>
            <MegaMenuPanel
              id={trigger.panelId}
              aria-label={category.name}
              role="region"
              bottom={
                layout.below.length
                  ? layout.below.map((key) => (
                      <Slot key={key} slotKey={key} slots={slots} registry={registry} context={context} />
                    ))
                  : undefined
              }
            >
              <MegaMenuColumns columns={MEGA_MENU_DEFAULT_COLUMNS}>
                {layout.columns.map((column) =>
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
                      <Slot slotKey={column.slot} slots={slots} registry={registry} context={context} />
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
