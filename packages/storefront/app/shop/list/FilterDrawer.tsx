import {
  Button,
  Drawer,
  RefinementList,
  type HeadingLevel,
  type RefinementFacet,
  type RefinementValueView,
} from '@ridgeline/ui';
import { useEffect, useState } from 'react';

/** Island kind of the phone's filter drawer (app/islands/parts.ts). */
export const LIST_FILTERS_ISLAND = 'list-filters';

/**
 * The id of the page's refinement section: the Filters link's target without JavaScript. Below `md` the section is
 * out of the page flow and shown only while targeted (`:target`, see ProductListPage).
 */
export const FILTERS_SECTION_ID = 'filters';

/** The drawer's words, formatted on the server in the page's locale (the island loads no message library). */
export interface FilterDrawerLabels {
  /** The opener: "Filters", or "Filters (2)" with the count of chosen values. */
  button: string;
  /** The drawer's title and the refinement list's heading ("Filters"). */
  title: string;
  /** The close button's accessible name. */
  close: string;
  /** "Show 22 results": closes the drawer. */
  showResults: string;
}

export interface FilterDrawerProps {
  facets: readonly RefinementFacet[];
  clearHref: string;
  /** Facets shown collapsed unless one of their values is chosen (as in the sidebar). */
  collapsed: readonly string[];
  labels: FilterDrawerLabels;
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
 * JavaScript the page shows a link to the refinement section instead (ProductListPage).
 */
export function FilterDrawer({ facets, clearHref, collapsed, labels, headingLevel = 3 }: FilterDrawerProps) {
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
      title={labels.title}
      closeLabel={labels.close}
      // Every storefront locale is written left to right, so the start edge is the left one.
      placement="left"
      trigger={
        <Button variant="outline" color="dark" size="sm" data-filter-drawer-button="">
          {labels.button}
        </Button>
      }
      footer={
        <Button color="dark" fullWidth onClick={() => setOpen(false)} data-filter-drawer-show-results="">
          {labels.showResults}
        </Button>
      }
    >
      {/* The drawer's title already says "Filters": the list's own heading is for assistive technology only. */}
      <RefinementList
        facets={facets}
        clearHref={clearHref}
        heading={labels.title}
        headingLevel={headingLevel}
        headingHidden
        collapsed={collapsed}
        data-filter-drawer-list=""
      />
    </Drawer>
  );
}
