import { Island } from '@ridgeline/renderer';
import {
  Breadcrumbs,
  Button,
  Container,
  eagerGridTiles,
  Heading,
  Link,
  NoScriptOnly,
  Pagination,
  ProductGrid,
  QuickFilters,
  RefinementList,
  ScriptOnly,
  SortSelect,
  Stack,
  Text,
  TextField,
  theme,
  type HeadingLevel,
  type SortSelectProps,
} from '@ridgeline/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PageContent } from '../../../platform/components/PageContent';
import { urls } from '../../../platform/urls';
import { WISHLIST_MARKS_ISLAND } from '../../account/wishlist/WishlistMarks';
import { COMPARE_TRAY_ISLAND, type CompareTrayGateProps } from '../compare/CompareTrayGate';
import { ShopTile, type ShopTileProps } from './ShopTile';
import { tileLabelsOf } from '../../../platform/i18n/tileLabels';
import { ShopDataLayer } from '../../shell/dataLayer/ShopDataLayer';
import { listPageData } from './dataLayer';
import {
  chosenValueCount,
  FILTERS_SECTION_ID,
  FilterDrawer,
  hasRefinements,
  LIST_FILTERS_ISLAND,
  type FilterDrawerProps,
} from './FilterDrawer';
import { filterDrawerMessagesOf, filtersHeadingMessage } from './messages';
import type { ListPageData } from './list.server';
import type { ListView } from './view';
import { ActionQueryFields } from '../../../platform/components/ActionQueryFields';

/** Island kinds of the list's interactive parts (app/islands/parts.ts). */
export const LIST_TILE_ISLAND = 'list-tile';
export const LIST_SELECT_ISLAND = 'list-select';

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

const messages = defineMessages({
  searchField: { id: 'list.searchForm.field', defaultMessage: 'Search products' },
  shopByCategory: { id: 'list.quickFilters.category', defaultMessage: 'Shop by category' },
  categories: { id: 'list.quickFilters.search', defaultMessage: 'Categories' },
  sortBy: { id: 'list.sortBy', defaultMessage: 'Sort by' },
  itemsPerPage: { id: 'list.itemsPerPage', defaultMessage: 'Items per page' },
  apply: { id: 'list.apply', defaultMessage: 'Apply' },
  products: { id: 'list.products', defaultMessage: 'Products' },
  breadcrumb: { id: 'list.breadcrumb', defaultMessage: 'Breadcrumb' },
  pagination: { id: 'list.pagination', defaultMessage: 'Pagination' },
  // the header has a search landmark too: this one needs its own name
  searchAgain: { id: 'list.searchForm.landmark', defaultMessage: 'Search again' },
  previous: { id: 'list.pagination.previous', defaultMessage: 'Previous' },
  next: { id: 'list.pagination.next', defaultMessage: 'Next' },
});

/** A plain GET form to /search: works without JavaScript. */
function SearchForm({ action, q }: { action: string; q: string }) {
  const intl = useIntl();
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
      aria-label={intl.formatMessage(messages.searchAgain)}
    >
      <ActionQueryFields action={action} />
      <TextField label={intl.formatMessage(messages.searchField)} name="q" type="search" defaultValue={q} size="sm" />
      <Button type="submit" size="sm" color="dark">
        <FormattedMessage id="list.searchForm.submit" defaultMessage="Search" />
      </Button>
    </Stack>
  );
}

function EmptyState({ view, localeId }: { view: ListView; localeId: string }) {
  if (view.mode === 'search' && !view.q) {
    return (
      <Stack gap={3} align="start" css={layout.empty} data-list-empty="no-phrase">
        <Text>
          <FormattedMessage
            id="list.empty.noPhrase"
            defaultMessage="What are you looking for? Enter a word or two to search the catalogue."
          />
        </Text>
        <SearchForm action={view.formAction} q="" />
      </Stack>
    );
  }
  if (view.refined) {
    return (
      <Stack gap={3} align="start" css={layout.empty} data-list-empty="filters">
        <Text>
          <FormattedMessage id="list.empty.filters" defaultMessage="No products match these filters." />
        </Text>
        <Button href={view.clearHref} variant="outline" color="dark" size="sm">
          <FormattedMessage id="list.empty.clearFilters" defaultMessage="Clear all filters" />
        </Button>
      </Stack>
    );
  }
  if (view.mode === 'search') {
    return (
      <Stack gap={3} align="start" css={layout.empty} data-list-empty="search">
        <Text weight="semibold">
          <FormattedMessage
            id="list.empty.search"
            defaultMessage="We couldn't find anything for “{q}”."
            values={{ q: view.q }}
          />
        </Text>
        {view.suggestion ? (
          <Text data-did-you-mean="">
            <FormattedMessage
              id="list.empty.didYouMean"
              defaultMessage="Did you mean {phrase}?"
              values={{ phrase: <Link href={view.suggestion.href}>{view.suggestion.phrase}</Link> }}
            />
          </Text>
        ) : null}
        <Text color="secondary">
          <FormattedMessage
            id="list.empty.searchHint"
            defaultMessage="Check the spelling, try a more general word, or fewer words."
          />
        </Text>
        <SearchForm action={view.formAction} q={view.q} />
      </Stack>
    );
  }
  return (
    <Stack gap={3} align="start" css={layout.empty} data-list-empty="category">
      <Text>
        <FormattedMessage id="list.empty.category" defaultMessage="There are no products here yet." />
      </Text>
      <Button href={urls.home(localeId)} variant="outline" color="dark" size="sm">
        <FormattedMessage id="list.empty.home" defaultMessage="Go to the home page" />
      </Button>
    </Stack>
  );
}

/** A select island: the server HTML is a working GET form; after the first interaction it submits on change. */
function ListSelect(props: SortSelectProps) {
  return (
    <Island kind={LIST_SELECT_ISLAND} trigger="interaction" props={props}>
      <SortSelect {...props} />
    </Island>
  );
}

/**
 * The phone's Filters button (hidden from `md` on). With JavaScript: the drawer island (trigger `interaction`; a
 * tap before hydration is replayed). Without: a link to the refinement section, which `:target` shows.
 */
function FiltersButton(props: FilterDrawerProps) {
  return (
    <div css={layout.filtersButton} data-filters-button="">
      <ScriptOnly>
        <Island kind={LIST_FILTERS_ISLAND} trigger="interaction" props={props}>
          <FilterDrawer {...props} />
        </Island>
      </ScriptOnly>
      <NoScriptOnly>
        <Button href={`#${FILTERS_SECTION_ID}`} variant="outline" color="dark" size="sm">
          {props.messages.button}
        </Button>
      </NoScriptOnly>
    </div>
  );
}

/**
 * A tile island: static HTML (links work) until a shopper touches it; then its swatches switch colours, and its
 * heart and Compare box act (a click on them before hydration is held and replayed).
 */
function ListTile(props: ShopTileProps) {
  return (
    <Island kind={LIST_TILE_ISLAND} trigger="interaction" props={props}>
      <ShopTile {...props} />
    </Island>
  );
}

/**
 * A category page or the search results: the category's landing page content (CMS) above, then breadcrumbs, the
 * heading, the result count, quick filters, the filters beside (below `lg`: above) the grid, sorting and page size,
 * the grid and the pagination. Every control is a link or a GET form (docs/behaviour/product-list.md).
 */
export function ProductListPage({ data }: { data: ListPageData }) {
  const { view, landing, locale, currency } = data;
  const intl = useIntl();
  const tileLabels = tileLabelsOf(intl);
  // The landing page's hero is the page's h1 when it has one; the list then starts at h2.
  const level: HeadingLevel = landing?.shell?.firstBlockProvidesH1 ? 2 : 1;
  const tileLevel = (level + 1) as HeadingLevel;
  const filtersCollapsed = ['c_size', 'price'];
  const filterDrawer: FilterDrawerProps | undefined = hasRefinements(view.facets)
    ? {
        facets: view.facets,
        clearHref: view.clearHref,
        collapsed: filtersCollapsed,
        messages: filterDrawerMessagesOf(intl, { chosen: chosenValueCount(view.facets), total: view.total }),
      }
    : undefined;
  return (
    <>
      {landing ? (
        <PageContent
          content={landing.content}
          context={landing.context}
          blockAssets={landing.blockAssets}
          preparedAt={landing.preparedAt}
        />
      ) : null}
      {data.contentOnly ? null : (
        <Container
          as="section"
          paddingBlock={6}
          gap={4}
          aria-labelledby="product-list-heading"
          data-product-list={view.mode}
        >
          <Breadcrumbs items={view.breadcrumbs} label={intl.formatMessage(messages.breadcrumb)} />
          <div>
            <Heading level={level} id="product-list-heading" size="3xl">
              {view.heading}
            </Heading>
            {view.mode === 'category' || view.q ? (
              <Text color="secondary" data-result-count={view.total}>
                {intl.formatMessage(
                  { id: 'list.resultCount', defaultMessage: '{count, plural, one {# result} other {# results}}' },
                  { count: view.total },
                )}
              </Text>
            ) : null}
          </div>
          <QuickFilters
            filters={view.quickFilters}
            label={intl.formatMessage(view.mode === 'category' ? messages.shopByCategory : messages.categories)}
          />
          <div css={layout.columns}>
            <RefinementList
              id={FILTERS_SECTION_ID}
              css={layout.refinements}
              facets={view.facets}
              clearHref={view.clearHref}
              heading={intl.formatMessage(filtersHeadingMessage)}
              headingLevel={tileLevel}
              collapsed={filtersCollapsed}
            />
            <Stack gap={6} css={{ minWidth: 0 }}>
              {view.total === 0 && filterDrawer ? (
                // No results but filters to change (the sidebar is out of a phone's page flow): the button alone.
                <Stack direction="row" gap={4} justify="between" align="end" wrap>
                  <FiltersButton {...filterDrawer} />
                </Stack>
              ) : null}
              {view.total > 0 ? (
                <>
                  <Stack direction="row" gap={4} justify="between" align="end" wrap>
                    {filterDrawer ? <FiltersButton {...filterDrawer} /> : null}
                    <ListSelect
                      action={view.formAction}
                      name="sort"
                      label={intl.formatMessage(messages.sortBy)}
                      submitLabel={intl.formatMessage(messages.apply)}
                      options={view.sort.options}
                      value={view.sort.value}
                      hidden={view.sort.hidden}
                    />
                    <ListSelect
                      action={view.formAction}
                      name="limit"
                      label={intl.formatMessage(messages.itemsPerPage)}
                      submitLabel={intl.formatMessage(messages.apply)}
                      options={view.limit.options}
                      value={view.limit.value}
                      hidden={view.limit.hidden}
                    />
                  </Stack>
                  <ProductGrid
                    products={view.tiles}
                    label={intl.formatMessage(messages.products)}
                    renderTile={(product, index) => (
                      <ListTile
                        product={product}
                        locale={locale}
                        localeId={locale}
                        currency={currency}
                        headingLevel={tileLevel}
                        imageLoading={index < eagerGridTiles ? 'eager' : 'lazy'}
                        compare
                        {...(tileLabels ? { labels: tileLabels } : {})}
                        {...(data.wishlist ? { wishlist: true } : {})}
                      />
                    )}
                  />
                  <Pagination
                    label={intl.formatMessage(messages.pagination)}
                    previousLabel={intl.formatMessage(messages.previous)}
                    nextLabel={intl.formatMessage(messages.next)}
                    page={view.page}
                    pageCount={view.pageCount}
                    hrefFor={(page) => view.pageHrefs[page] ?? view.pageHrefs[1] ?? view.formAction}
                  />
                </>
              ) : (
                <EmptyState view={view} localeId={locale} />
              )}
            </Stack>
          </div>
          {data.wishlist ? (
            // Marks the hearts of the shopper's wish-list products while the tiles are still server HTML.
            <Island kind={WISHLIST_MARKS_ISLAND} trigger="idle" props={{}}>
              {null}
            </Island>
          ) : null}
          {/* The compare tray renders nothing on the server: the list lives in this browser's storage. */}
          <Island kind={COMPARE_TRAY_ISLAND} trigger="idle" props={{ locale, currency } satisfies CompareTrayGateProps}>
            {null}
          </Island>
        </Container>
      )}
      {/* After the product list: the list's data layer and activity (viewCategory / viewSearch). */}
      {data.contentOnly ? null : <ShopDataLayer data={listPageData(data)} />}
    </>
  );
}
