import { ContentRenderer, Island, panelLayout, type MenuCategory, type RenderContext } from '@ridgeline/renderer';
import { DisclosureNavTrigger, MegaMenuNav, MEGA_MENU_DEFAULT_COLUMNS } from '@ridgeline/ui';
import type { BlockRegistry } from '@ridgeline/renderer';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../platform/i18n/defineMessages';
import { rendererLogger } from '../../../platform/log';

const messages = defineMessages({
  label: { id: 'header.nav.label', defaultMessage: 'Main' },
  more: { id: 'header.nav.more', defaultMessage: 'More {name}' },
});

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

/**
 * The desktop mega menu (from 992 px; ui's `MegaMenuNav`), server-rendered whole: every entry's link, panel, columns
 * and content slots are in the HTML. Only each entry's disclosure button is an island (kind `nav-trigger`, trigger
 * `interaction`: it loads on the first hover, touch or focus of that entry); the panels and their content stay server
 * HTML, and blocks in the slots that hydrate are islands of their own.
 */
export function DesktopNav({ categories, slots, registry, context, id }: DesktopNavProps) {
  const intl = useIntl();
  const entries = categories.map((category) => ({
    ...category,
    panel: panelLayout(category, MEGA_MENU_DEFAULT_COLUMNS),
  }));
  return (
    <MegaMenuNav
      id={id}
      label={intl.formatMessage(messages.label)}
      entries={entries}
      moreLabel={(name) => intl.formatMessage(messages.more, { name })}
      renderTrigger={(trigger) => (
        <Island kind="nav-trigger" trigger="interaction" props={trigger}>
          <DisclosureNavTrigger {...trigger} />
        </Island>
      )}
      renderSlot={(key) =>
        slots[key] === undefined ? null : (
          <ContentRenderer content={slots[key]} registry={registry} context={context} logger={rendererLogger} />
        )
      }
    />
  );
}
