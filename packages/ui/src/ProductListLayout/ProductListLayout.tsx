import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '../Breadcrumbs';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { Container } from '../Container';
import { FILTERS_SECTION_ID } from '../FilterDrawer';
import { Heading, type HeadingLevel } from '../Heading';
import { NoScriptOnly, ScriptOnly } from '../HeaderBar';
import { Link } from '../Link';
import { Pagination } from '../Pagination';
import { eagerGridTiles, ProductGrid } from '../ProductGrid';
import type { ProductTileModel } from '../ProductTile';
import { QuickFilters, type QuickFilter } from '../QuickFilters';
import { RefinementList, type RefinementFacet } from '../RefinementList';
import type { SortSelectOption, SortSelectProps } from '../SortSelect';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { theme } from '../theme';

/** Everything a product list page shows, links included (built on the server from the query and the search). */
export interface ProductListView {
  mode: 'category' | 'search';
  /** The search phrase (search mode). */
  q: string;
  heading: string;
  total: number;
  page: number;
  pageCount: number;
  /** Addresses of the pages the pagination links (the neighbours, the first and the last), by page number. */
  pageHrefs: Record<number, string>;
  tiles: ProductTileModel[];
  facets: RefinementFacet[];
  clearHref: string;
  quickFilters: QuickFilter[];
  breadcrumbs: BreadcrumbItem[];
  /** The GET forms' action and what they send besides their own field. */
  formAction: string;
  sort: { value: string; options: SortSelectOption[]; hidden: [string, string][] };
  limit: { value: string; options: SortSelectOption[]; hidden: [string, string][] };
  /** "Did you mean …?" when a search found nothing and the provider offers a correction. */
  suggestion?: { phrase: string; href: string };
  /** Filters are set (the empty state offers to clear them). */
  refined: boolean;
}

/** The list page's words, formatted by the caller in the page's locale. */
export interface ProductListText {
  /** "12 results" (shown on category pages and on searches with a phrase). */
  resultCount: string;
  quickFilters: string;
  filters: string;
  sortBy: string;
  itemsPerPage: string;
  apply: string;
  products: string;
  breadcrumb: string;
  pagination: string;
  previous: string;
  next: string;
  searchField: string;
  searchSubmit: string;
  /** The search form's landmark name (the header has a search landmark too). */
  searchAgain: string;
  emptyNoPhrase: string;
  emptyFilters: string;
  clearFilters: string;
  /** "We couldn't find anything for “{q}”." with the phrase filled in. */
  emptySearch: string;
  /** "Did you mean {phrase}?" around the suggestion's link. */
  didYouMean: (phrase: ReactNode) => ReactNode;
  searchHint: string;
  emptyCategory: string;
  home: string;
}

export interface ProductListLayoutProps {
  view: ProductListView;
  text: ProductListText;
  /** The heading's level: 2 when content above (a landing page's hero) has the page's h1. */
  headingLevel?: HeadingLevel;
  homeHref: string;
  /** Facets shown collapsed unless one of their values is chosen. */
  collapsedFacets?: readonly string[];
  /** One tile (an island, say); `imageLoading` is eager for the first row. */
  renderTile: (product: ProductTileModel, imageLoading: 'eager' | 'lazy', headingLevel: HeadingLevel) => ReactNode;
  /** A sort or page-size select (a working GET form without JavaScript). */
  renderSelect: (props: SortSelectProps) => ReactNode;
  /** The phone's filter drawer (with JavaScript); without it, a link to the refinement section shows. */
  filterDrawer?: ReactNode;
  /** The Filters link's text without JavaScript ("Filters (2)"). */
  filtersLinkText?: string;
  /** Hidden fields the search form sends beside the phrase (the action's own query). */
  searchFormFields?: ReactNode;
  /** After the list, inside its section (islands with no server HTML). */
  children?: ReactNode;
}

const layout = {
  columns: {
    display: 'grid',
    gap: theme.space[6],
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.mq.up('lg')]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
  },
  // Below `md` the refinements leave the page flow (the Filters button's drawer holds them); without JavaScript the
  // button is a link to this section, which shows while it is the page's target.
  refinements: {
    [theme.mq.down('md')]: {
      display: 'none',
      '&:target': { display: 'flex' },
      // Scrolled to as the target: clear of the sticky header (two rows of controls on a phone).
      scrollMarginTop: `calc(2 * ${theme.sizes.control.lg} + ${theme.space[4]})`,
    },
  },
  // The phone's Filters button: from `md` on the sidebar is there instead.
  filtersButton: { [theme.mq.up('md')]: { display: 'none' } },
  empty: { paddingBlock: theme.space[8] },
} as const;

/** A plain GET form to the search: works without JavaScript. */
function SearchForm({
  action,
  q,
  text,
  fields,
}: {
  action: string;
  q: string;
  text: ProductListText;
  fields: ReactNode;
}) {
  return (
    <Stack
      as="form"
      direction="row"
      gap={2}
      align="end"
      wrap
      method="get"
      action={action}
      role="search"
      aria-label={text.searchAgain}
    >
      {fields}
      <TextField label={text.searchField} name="q" type="search" defaultValue={q} size="sm" />
      <Button type="submit" size="sm" color="dark">
        {text.searchSubmit}
      </Button>
    </Stack>
  );
}

function EmptyState({
  view,
  text,
  homeHref,
  fields,
}: Pick<ProductListLayoutProps, 'view' | 'text' | 'homeHref'> & { fields: ReactNode }) {
  if (view.mode === 'search' && !view.q) {
    return (
      <Stack gap={3} align="start" css={layout.empty} data-list-empty="no-phrase">
        <Text>{text.emptyNoPhrase}</Text>
        <SearchForm action={view.formAction} q="" text={text} fields={fields} />
      </Stack>
    );
  }
  if (view.refined) {
    return (
      <Stack gap={3} align="start" css={layout.empty} data-list-empty="filters">
        <Text>{text.emptyFilters}</Text>
        <Button href={view.clearHref} variant="outline" color="dark" size="sm">
          {text.clearFilters}
        </Button>
      </Stack>
    );
  }
  if (view.mode === 'search') {
    return (
      <Stack gap={3} align="start" css={layout.empty} data-list-empty="search">
        <Text weight="semibold">{text.emptySearch}</Text>
        {view.suggestion ? (
          <Text data-did-you-mean="">
            {text.didYouMean(<Link href={view.suggestion.href}>{view.suggestion.phrase}</Link>)}
          </Text>
        ) : null}
        <Text color="secondary">{text.searchHint}</Text>
        <SearchForm action={view.formAction} q={view.q} text={text} fields={fields} />
      </Stack>
    );
  }
  return (
    <Stack gap={3} align="start" css={layout.empty} data-list-empty="category">
      <Text>{text.emptyCategory}</Text>
      <Button href={homeHref} variant="outline" color="dark" size="sm">
        {text.home}
      </Button>
    </Stack>
  );
}

/**
 * A category page or the search results: breadcrumbs, the heading, the result count, quick filters, the filters beside
 * (below `lg`: above) the grid, sorting and page size, the grid and the pagination; an empty state that says why
 * (no phrase, no match for the filters, nothing found with a "Did you mean", an empty category). Every control is a
 * link or a GET form, so the page works without JavaScript; the caller makes tiles and selects islands.
 */
export function ProductListLayout({
  view,
  text,
  headingLevel = 1,
  homeHref,
  collapsedFacets = [],
  renderTile,
  renderSelect,
  filterDrawer,
  filtersLinkText,
  searchFormFields,
  children,
}: ProductListLayoutProps) {
  const tileLevel = (headingLevel + 1) as HeadingLevel;
  // The phone's Filters button (hidden from `md` on): the drawer with JavaScript, a link to the section without.
  const filtersButton = filterDrawer ? (
    <div css={layout.filtersButton} data-filters-button="">
      <ScriptOnly>{filterDrawer}</ScriptOnly>
      <NoScriptOnly>
        <Button href={`#${FILTERS_SECTION_ID}`} variant="outline" color="dark" size="sm">
          {filtersLinkText}
        </Button>
      </NoScriptOnly>
    </div>
  ) : null;
  const select = (name: 'sort' | 'limit', label: string) =>
    renderSelect({
      action: view.formAction,
      name,
      label,
      submitLabel: text.apply,
      options: view[name].options,
      value: view[name].value,
      hidden: view[name].hidden,
    });
  return (
    <Container
      as="section"
      paddingBlock={6}
      gap={4}
      aria-labelledby="product-list-heading"
      data-product-list={view.mode}
    >
      <Breadcrumbs items={view.breadcrumbs} label={text.breadcrumb} />
      <div>
        <Heading level={headingLevel} id="product-list-heading" size="3xl">
          {view.heading}
        </Heading>
        {view.mode === 'category' || view.q ? (
          <Text color="secondary" data-result-count={view.total}>
            {text.resultCount}
          </Text>
        ) : null}
      </div>
      <QuickFilters filters={view.quickFilters} label={text.quickFilters} />
      <div css={layout.columns}>
        <RefinementList
          id={FILTERS_SECTION_ID}
          css={layout.refinements}
          facets={view.facets}
          clearHref={view.clearHref}
          heading={text.filters}
          headingLevel={tileLevel}
          collapsed={collapsedFacets}
        />
        <Stack gap={6} css={{ minWidth: 0 }}>
          {view.total === 0 && filtersButton ? (
            // No results but filters to change (the sidebar is out of a phone's page flow): the button alone.
            <Stack direction="row" gap={4} justify="between" align="end" wrap>
              {filtersButton}
            </Stack>
          ) : null}
          {view.total > 0 ? (
            <>
              <Stack direction="row" gap={4} justify="between" align="end" wrap>
                {filtersButton}
                {select('sort', text.sortBy)}
                {select('limit', text.itemsPerPage)}
              </Stack>
              <ProductGrid
                products={view.tiles}
                label={text.products}
                renderTile={(product, index) =>
                  renderTile(product, index < eagerGridTiles ? 'eager' : 'lazy', tileLevel)
                }
              />
              <Pagination
                label={text.pagination}
                previousLabel={text.previous}
                nextLabel={text.next}
                page={view.page}
                pageCount={view.pageCount}
                hrefFor={(page) => view.pageHrefs[page] ?? view.pageHrefs[1] ?? view.formAction}
              />
            </>
          ) : (
            <EmptyState view={view} text={text} homeHref={homeHref} fields={searchFormFields} />
          )}
        </Stack>
      </div>
      {children}
    </Container>
  );
}
