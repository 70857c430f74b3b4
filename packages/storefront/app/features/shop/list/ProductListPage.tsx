import { Island } from '@ridgeline/renderer';
import {
  chosenValueCount,
  FilterDrawer,
  hasRefinements,
  ProductListLayout,
  SortSelect,
  type FilterDrawerProps,
  type ProductListText,
} from '@ridgeline/ui';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { PageContent } from '../../../platform/components/PageContent';
import { urls } from '../../../platform/urls';
import { WISHLIST_MARKS_ISLAND } from '../../account/wishlist/WishlistMarks';
import { COMPARE_TRAY_ISLAND, type CompareTrayGateProps } from '../compare/CompareTrayGate';
import { ShopTile, type ShopTileProps } from './ShopTile';
import { tileLabelsOf } from '../../../platform/i18n/tileLabels';
import { ShopDataLayer } from '../../shell/dataLayer/ShopDataLayer';
import { filterDrawerMessagesOf, filtersHeadingMessage, listMessages as m } from './messages';
import type { ListPageData } from './list.server';
import { listPageData, type ListView } from '@ridgeline/commerce';
import { ActionQueryFields } from '../../../platform/components/ActionQueryFields';
import { ListInPlace } from './ListInPlace';

/** Island kinds of the list's interactive parts (app/islands/parts.ts). */
export const LIST_TILE_ISLAND = 'list-tile';
export const LIST_SELECT_ISLAND = 'list-select';
export const LIST_FILTERS_ISLAND = 'list-filters';
export const LIST_IN_PLACE_ISLAND = 'list-in-place';

/** The facets shown collapsed unless one of their values is chosen (sidebar and drawer alike). */
const FILTERS_COLLAPSED = ['c_size', 'price'];

/** The list's words in the page's locale. */
function listTextOf(intl: IntlShape, view: ListView): ProductListText {
  const f = (message: (typeof m)[keyof typeof m], values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  return {
    resultCount: f(m.resultCount, { count: view.total }),
    quickFilters: f(view.mode === 'category' ? m.shopByCategory : m.categories),
    filters: intl.formatMessage(filtersHeadingMessage),
    sortBy: f(m.sortBy),
    itemsPerPage: f(m.itemsPerPage),
    apply: f(m.apply),
    products: f(m.products),
    breadcrumb: f(m.breadcrumb),
    pagination: f(m.pagination),
    previous: f(m.previous),
    next: f(m.next),
    searchField: f(m.searchField),
    searchSubmit: f(m.searchSubmit),
    searchAgain: f(m.searchAgain),
    emptyNoPhrase: f(m.emptyNoPhrase),
    emptyFilters: f(m.emptyFilters),
    clearFilters: f(m.clearFilters),
    emptySearch: f(m.emptySearch, { q: view.q }),
    didYouMean: (phrase) => <FormattedMessage {...m.didYouMean} values={{ phrase }} />,
    searchHint: f(m.searchHint),
    emptyCategory: f(m.emptyCategory),
    home: f(m.home),
  };
}

/**
 * A category page or the search results: the category's landing page content (CMS) above, then ui's list layout
 * (docs/behaviour/product-list.md) whose tiles, selects and phone filter drawer are islands here.
 */
export function ProductListPage({ data }: { data: ListPageData }) {
  const { view, landing, locale, currency } = data;
  const intl = useIntl();
  const tileLabels = tileLabelsOf(intl);
  const drawer: FilterDrawerProps | undefined = hasRefinements(view.facets)
    ? {
        facets: view.facets,
        clearHref: view.clearHref,
        collapsed: FILTERS_COLLAPSED,
        text: filterDrawerMessagesOf(intl, { chosen: chosenValueCount(view.facets), total: view.total }),
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
        <ProductListLayout
          view={view}
          text={listTextOf(intl, view)}
          // The landing page's hero is the page's h1 when it has one; the list then starts at h2.
          headingLevel={landing?.shell?.firstBlockProvidesH1 ? 2 : 1}
          homeHref={urls.home(locale)}
          collapsedFacets={FILTERS_COLLAPSED}
          searchFormFields={<ActionQueryFields action={view.formAction} />}
          // A tile island: static HTML (links work) until touched; then swatches, heart and Compare box act.
          renderTile={(product, imageLoading, headingLevel) => {
            const tile: ShopTileProps = {
              product,
              locale,
              localeId: locale,
              currency,
              headingLevel,
              imageLoading,
              compare: data.compare,
              ...(tileLabels ? { labels: tileLabels } : {}),
              ...(data.wishlist ? { wishlist: true } : {}),
            };
            return (
              <Island kind={LIST_TILE_ISLAND} trigger="interaction" props={tile}>
                <ShopTile {...tile} />
              </Island>
            );
          }}
          // A working GET form in the HTML; after the first interaction it submits on change.
          renderSelect={(select) => (
            <Island kind={LIST_SELECT_ISLAND} trigger="interaction" props={select}>
              <SortSelect {...select} />
            </Island>
          )}
          {...(drawer
            ? {
                // A tap before hydration is replayed by the islands runtime (it is a button).
                filterDrawer: (
                  <Island kind={LIST_FILTERS_ISLAND} trigger="interaction" props={drawer}>
                    <FilterDrawer {...drawer} />
                  </Island>
                ),
                filtersLinkText: drawer.text.button,
              }
            : {})}
        >
          {data.wishlist ? (
            // Marks the hearts of the shopper's wish-list products while the tiles are still server HTML.
            <Island kind={WISHLIST_MARKS_ISLAND} trigger="idle" props={{}}>
              {null}
            </Island>
          ) : null}
          {/* The compare tray renders nothing on the server: the list lives in this browser's storage. */}
          {data.compare ? (
            <Island
              kind={COMPARE_TRAY_ISLAND}
              trigger="idle"
              props={{ locale, currency } satisfies CompareTrayGateProps}
            >
              {null}
            </Island>
          ) : null}
          {/* Last in the list's section, so each in-place state brings its own: the same events as a page load. */}
          <ShopDataLayer data={listPageData(data)} />
        </ProductListLayout>
      )}
      {/* Outside the list's section, which the in-place states replace: its live region stays to announce them. */}
      {data.contentOnly ? null : (
        <Island kind={LIST_IN_PLACE_ISLAND} trigger="idle" props={{}}>
          <ListInPlace />
        </Island>
      )}
    </>
  );
}
