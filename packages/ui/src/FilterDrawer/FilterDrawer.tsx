import { useEffect, useState } from 'react';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import type { HeadingLevel } from '../Heading';
import { RefinementList, type RefinementFacet, type RefinementValueView } from '../RefinementList';

/**
 * The id of the list's refinement section: the Filters link's target without JavaScript. Below `md` the section is
 * out of the page flow and shown only while targeted (`:target`, see ProductListLayout).
 */
export const FILTERS_SECTION_ID = 'filters';

/** The drawer's words, formatted by the caller (counts filled in): the island loads no message library. */
export interface FilterDrawerText {
  /** The opener, with the count of chosen values ("Filters (2)"). */
  button: string;
  /** The dialog's title and the list's hidden heading ("Filters"). */
  title: string;
  close: string;
  /** The footer button that closes the drawer ("Show 3 results"). */
  showResults: string;
}

export interface FilterDrawerProps {
  facets: readonly RefinementFacet[];
  clearHref: string;
  /** Facets shown collapsed unless one of their values is chosen (as in the sidebar). */
  collapsed: readonly string[];
  text: FilterDrawerText;
  /** Level of the refinement list's heading inside the drawer (the dialog's title is an h2). */
  headingLevel?: HeadingLevel;
}

/** How many values the shopper has chosen, nested values (subcategories) included: the number on the opener. */
export function chosenValueCount(facets: readonly RefinementFacet[]): number {
  const count = (values: readonly RefinementValueView[]): number =>
    values.reduce((sum, value) => sum + (value.selected ? 1 : 0) + count(value.values ?? []), 0);
  return facets.reduce((sum, facet) => sum + count(facet.values), 0);
}

/** Whether the refinement list renders anything (it leaves out facets without values). */
export function hasRefinements(facets: readonly RefinementFacet[]): boolean {
  return facets.some((facet) => facet.values.length > 0);
}

/**
 * The product list's filters on a phone (an island, trigger `interaction`): a Filters button in the toolbar that
 * opens the ui Drawer from the start edge with the same refinement list as the sidebar (every value a link, so a
 * choice is a page load), its "Clear all" link, and "Show {count} results", which closes the drawer. The Drawer is
 * the WAI-ARIA dialog: focus moves in and is trapped, Escape and the close button close it, focus returns to the
 * button. A tap before the island has hydrated is held and replayed by the islands runtime (it is a button); without
 * JavaScript the page shows a link to the refinement section instead (ProductListLayout).
 */
export function FilterDrawer({ facets, clearHref, collapsed, text, headingLevel = 3 }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);

  // A page restored from the back/forward cache after following a filter link starts with the drawer closed.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setOpen(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={text.title}
      closeLabel={text.close}
      // Every storefront locale is written left to right, so the start edge is the left one.
      placement="left"
      trigger={
        <Button variant="outline" color="dark" size="sm" data-filter-drawer-button="">
          {text.button}
        </Button>
      }
      footer={
        <Button color="dark" fullWidth onClick={() => setOpen(false)} data-filter-drawer-show-results="">
          {text.showResults}
        </Button>
      }
    >
      {/* The drawer's title already says "Filters": the list's own heading is for assistive technology only. */}
      <RefinementList
        facets={facets}
        clearHref={clearHref}
        heading={text.title}
        headingLevel={headingLevel}
        headingHidden
        collapsed={collapsed}
        data-filter-drawer-list=""
      />
    </Drawer>
  );
}
