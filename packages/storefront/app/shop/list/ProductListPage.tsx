import { Island } from '@ridgeline/renderer';
import {
  Breadcrumbs,
  Button,
  eagerGridTiles,
  Heading,
  Link,
  Pagination,
  ProductGrid,
  ProductTile,
  QuickFilters,
  RefinementList,
  SortSelect,
  Text,
  TextField,
  theme,
  type HeadingLevel,
  type ProductTileProps,
  type SortSelectProps,
} from '@ridgeline/ui';
import { PageContent } from '../../components/PageContent';
import type { ListPageData } from './list.server';
import type { ListView } from './view';

/** Island kinds of the list's interactive parts (app/islands/parts.ts). */
export const LIST_TILE_ISLAND = 'list-tile';
export const LIST_SELECT_ISLAND = 'list-select';

const layout = {
  page: { maxWidth: theme.sizes.content, margin: '0 auto', padding: `${theme.space[6]} ${theme.space[4]}`, display: 'flex', flexDirection: 'column', gap: theme.space[4] },
  columns: {
    display: 'grid',
    gap: theme.space[6],
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.mq.up('lg')]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
  },
  results: { display: 'flex', flexDirection: 'column', gap: theme.space[6], minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: theme.space[4], justifyContent: 'space-between', alignItems: 'flex-end' },
  empty: { display: 'flex', flexDirection: 'column', gap: theme.space[3], alignItems: 'flex-start', paddingBlock: theme.space[8] },
  searchForm: { display: 'flex', gap: theme.space[2], alignItems: 'flex-end', flexWrap: 'wrap' },
} as const;

function resultCount(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
}

/** A plain GET form to /search: works without JavaScript. */
function SearchForm({ action, q }: { action: string; q: string }) {
  return (
    <form method="get" action={action} role="search" css={layout.searchForm}>
      <TextField label="Search products" name="q" type="search" defaultValue={q} size="sm" />
      <Button type="submit" size="sm" color="dark">
        Search
      </Button>
    </form>
  );
}

function EmptyState({ view }: { view: ListView }) {
  if (view.mode === 'search' && !view.q) {
    return (
      <div css={layout.empty} data-list-empty="no-phrase">
        <Text>What are you looking for? Enter a word or two to search the catalogue.</Text>
        <SearchForm action={view.formAction} q="" />
      </div>
    );
  }
  if (view.refined) {
    return (
      <div css={layout.empty} data-list-empty="filters">
        <Text>No products match these filters.</Text>
        <Button href={view.clearHref} variant="outline" color="dark" size="sm">
          Clear all filters
        </Button>
      </div>
    );
  }
  if (view.mode === 'search') {
    return (
      <div css={layout.empty} data-list-empty="search">
        <Text weight="semibold">{`We couldn't find anything for “${view.q}”.`}</Text>
        {view.suggestion ? (
          <Text data-did-you-mean="">
            Did you mean <Link href={view.suggestion.href}>{view.suggestion.phrase}</Link>?
          </Text>
        ) : null}
        <Text color="secondary">Check the spelling, try a more general word, or fewer words.</Text>
        <SearchForm action={view.formAction} q={view.q} />
      </div>
    );
  }
  return (
    <div css={layout.empty} data-list-empty="category">
      <Text>There are no products here yet.</Text>
      <Button href="/" variant="outline" color="dark" size="sm">
        Go to the home page
      </Button>
    </div>
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

/** A tile island: static HTML (links work) until a shopper touches it; then its swatches switch colours. */
function ListTile(props: ProductTileProps) {
  return (
    <Island kind={LIST_TILE_ISLAND} trigger="interaction" props={props}>
      <ProductTile {...props} />
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
  // The landing page's hero is the page's h1 when it has one; the list then starts at h2.
  const level: HeadingLevel = landing?.shell?.firstBlockProvidesH1 ? 2 : 1;
  const tileLevel = (level + 1) as HeadingLevel;
  return (
    <>
      {landing ? (
        <PageContent content={landing.content} context={landing.context} blockAssets={landing.blockAssets} preparedAt={landing.preparedAt} />
      ) : null}
      {data.contentOnly ? null : (
        <section css={layout.page} aria-labelledby="product-list-heading" data-product-list={view.mode}>
          <Breadcrumbs items={view.breadcrumbs} />
          <div>
            <Heading level={level} id="product-list-heading" size="3xl">
              {view.heading}
            </Heading>
            {view.mode === 'category' || view.q ? (
              <Text color="secondary" data-result-count={view.total}>
                {resultCount(view.total)}
              </Text>
            ) : null}
          </div>
          <QuickFilters filters={view.quickFilters} label={view.mode === 'category' ? 'Shop by category' : 'Categories'} />
          <div css={layout.columns}>
            <RefinementList facets={view.facets} clearHref={view.clearHref} headingLevel={tileLevel} collapsed={['c_size', 'price']} />
            <div css={layout.results}>
              {view.total > 0 ? (
                <>
                  <div css={layout.toolbar}>
                    <ListSelect action={view.formAction} name="sort" label="Sort by" options={view.sort.options} value={view.sort.value} hidden={view.sort.hidden} />
                    <ListSelect action={view.formAction} name="limit" label="Items per page" options={view.limit.options} value={view.limit.value} hidden={view.limit.hidden} />
                  </div>
                  <ProductGrid
                    products={view.tiles}
                    label="Products"
                    renderTile={(product, index) => (
                      <ListTile product={product} locale={locale} currency={currency} headingLevel={tileLevel} imageLoading={index < eagerGridTiles ? 'eager' : 'lazy'} />
                    )}
                  />
                  <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(page) => view.pageHrefs[page] ?? view.pageHrefs[1] ?? view.formAction} />
                </>
              ) : (
                <EmptyState view={view} />
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
